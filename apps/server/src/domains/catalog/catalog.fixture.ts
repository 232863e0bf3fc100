import { normalizePartNumber } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { brand, catalog, priceBreak, product, productStock } from './catalog.tables.js';

/**
 * A small, exact catalog for ranking and filter tests: each part exists to prove one rule.
 * Stock per warehouse; price breaks on the STM32.
 */
export async function insertCatalogFixture(db: Db): Promise<Record<string, number>> {
  const [st, ti] = await db
    .insert(brand)
    .values([
      {
        brandCode: 'ST',
        nameEn: 'STMicroelectronics',
        nameZhCn: '意法半导体',
        nameZhTw: '意法半導體',
        isMainstream: true,
        sort: 1,
      },
      {
        brandCode: 'TI',
        nameEn: 'Texas Instruments',
        nameZhCn: '德州仪器',
        nameZhTw: '德州儀器',
        isMainstream: true,
        sort: 2,
      },
    ])
    .returning({ id: brand.id });
  const [top] = await db
    .insert(catalog)
    .values({
      catalogCode: 'IC',
      level: 1,
      nameEn: 'ICs',
      nameZhCn: '集成电路',
      nameZhTw: '積體電路',
      idPath: '/',
    })
    .returning({ id: catalog.id });
  if (!st || !ti || !top) throw new Error('fixture brands not inserted');
  const [mcu] = await db
    .insert(catalog)
    .values({
      parentId: top.id,
      catalogCode: 'MCU',
      level: 2,
      nameEn: 'Microcontrollers',
      nameZhCn: '单片机',
      nameZhTw: '單晶片',
      idPath: `/${top.id}/`,
    })
    .returning({ id: catalog.id });
  const parts: [string, number, number][] = [
    ['STM32F103C8T6', st.id, 500],
    ['STM32F103C8T6TR', st.id, 0],
    ['XSTM32F103C8T6', st.id, 40],
    ['LM358DR', ti.id, 9000],
    ['LM358', ti.id, 12],
    ['M3螺母', ti.id, 0],
  ];
  const ids: Record<string, number> = {};
  for (const [mpn, brandId, stock] of parts) {
    const [row] = await db
      .insert(product)
      .values({
        productCode: `FX-${mpn}`,
        mfrPartNumber: mpn,
        mfrPnKey: normalizePartNumber(mpn),
        brandId,
        catalogId: mcu?.id ?? null,
        productDesc: `${mpn} test part`,
        specDesc: 'LQFP-48',
        miniQty: 1,
        miniPkg: 1,
        deliveryCycle: 10,
        redundantStock: stock,
      })
      .returning({ id: product.id });
    if (!row) throw new Error('fixture product not inserted');
    ids[mpn] = row.id;
    if (stock > 0) {
      await db.insert(productStock).values([
        { productId: row.id, warehouse: 'NJHB', qty: stock - Math.floor(stock / 2) },
        { productId: row.id, warehouse: 'HK', qty: Math.floor(stock / 2) },
      ]);
    }
  }
  const stm = ids.STM32F103C8T6;
  if (stm !== undefined) {
    await db.insert(priceBreak).values([
      { productId: stm, qtyFrom: 1, qtyTo: 9, taxPrice: '12.430000', notTaxPrice: '11.000000' },
      { productId: stm, qtyFrom: 10, qtyTo: 99, taxPrice: '11.300000', notTaxPrice: '10.000000' },
      { productId: stm, qtyFrom: 100, qtyTo: null, taxPrice: '10.170000', notTaxPrice: '9.000000' },
    ]);
  }
  return ids;
}
