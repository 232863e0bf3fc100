import { normalizePartNumber } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { brand, catalog, priceBreak, product, productStock } from './core/catalog.tables.js';
import { hotMfrPn, stockQuote } from './spot-stock/spot-stock.tables.js';

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

/** Supplier quotes and hot part numbers over the catalog fixture. */
export async function insertSpotStockFixture(db: Db, ids: Record<string, number>): Promise<void> {
  const brands = await db.select({ id: brand.id, code: brand.brandCode }).from(brand);
  const brandId = (code: string): number => brands.find((b) => b.code === code)?.id ?? 0;
  await db.insert(stockQuote).values([
    {
      mfrPartNumber: 'STM32F103C8T6',
      mfrPnKey: 'STM32F103C8T6',
      brandId: brandId('ST'),
      productId: ids.STM32F103C8T6 ?? null,
      channelCode: 'CH-017',
      stockQty: 12000,
      taxPrice: '9.800000',
      deliveryCycle: 7,
      dateCode: '2548',
      quoteDate: '2026-11-20',
    },
    {
      mfrPartNumber: 'STM32F407VGT6',
      mfrPnKey: 'STM32F407VGT6',
      brandId: brandId('ST'),
      channelCode: 'CH-102',
      stockQty: 800,
      taxPrice: '41.500000',
      deliveryCycle: 10,
      dateCode: null,
      quoteDate: '2026-11-21',
    },
    {
      mfrPartNumber: 'LM358DR',
      mfrPnKey: 'LM358DR',
      brandId: brandId('TI'),
      productId: ids.LM358DR ?? null,
      channelCode: 'CH-044',
      stockQty: 250000,
      taxPrice: '0.420000',
      deliveryCycle: 5,
      dateCode: '2544',
      quoteDate: '2026-11-19',
    },
    {
      mfrPartNumber: 'LM358DR',
      mfrPnKey: 'LM358DR',
      brandId: brandId('TI'),
      channelCode: 'CH-009',
      stockQty: 5000,
      taxPrice: '0.390000',
      deliveryCycle: 12,
      dateCode: '2538',
      quoteDate: '2026-11-18',
      quotePriceType: '002',
    },
  ]);
  await db.insert(hotMfrPn).values([
    { mfrPartNumber: 'LM358DR', brandId: brandId('TI'), productId: ids.LM358DR ?? null, sort: 2 },
    { mfrPartNumber: 'STM32F103C8T6', brandId: brandId('ST'), productId: ids.STM32F103C8T6 ?? null, sort: 1 },
    { mfrPartNumber: 'STM32F030F4P6', brandId: brandId('ST'), sort: 3, effStatus: '00X' },
  ]);
}
