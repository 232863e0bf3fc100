import { normalizePartNumber } from '@emall/contract';
import type { Db } from '../../platform/db.js';
import { brand, priceBreak, product, productStock } from '../../domains/catalog/core/catalog.tables.js';
import { nextSerial } from './serial.js';

export interface PriceBreakFields {
  qtyFrom: number;
  qtyTo?: number | null;
  taxPrice: string;
  notTaxPrice: string;
}

export interface ProductOptions {
  mfrPartNumber?: string;
  /** A brand of its own when absent. */
  brandId?: number;
  catalogId?: number | null;
  productDesc?: string;
  specDesc?: string;
  miniQty?: number;
  miniPkg?: number;
  deliveryCycle?: number;
  isActive?: boolean;
  isSample?: boolean;
  sampleUnitLimit?: number | null;
  /** Pieces per warehouse; the product's sellable stock is their sum. */
  stock?: Record<string, number>;
  /** One price for any quantity (12.43 / 11.00) unless given; [] for an unpriced part. */
  priceBreaks?: PriceBreakFields[];
}

export interface MadeProduct {
  productId: number;
  /** The id the shop's calls name a product by. */
  spuId: string;
  mfrPartNumber: string;
  brandId: number;
}

/** A brand of the catalog, under a code no other call answers. */
export async function createBrand(db: Db, nameEn?: string): Promise<{ brandId: number; brandCode: string }> {
  const n = nextSerial();
  const brandCode = `FB${n}`;
  const name = nameEn ?? `Factory Brand ${n}`;
  const [row] = await db
    .insert(brand)
    .values({ brandCode, nameEn: name, nameZhCn: name, nameZhTw: name })
    .returning({ id: brand.id });
  if (!row) throw new Error('brand not inserted');
  return { brandId: row.id, brandCode };
}

/**
 * A part of the catalog as the catalog's tables keep it: by default active, priced, 500 pieces in stock in NJHB,
 * sold from one piece; every field can be given.
 */
export async function createProduct(db: Db, options: ProductOptions = {}): Promise<MadeProduct> {
  const n = nextSerial();
  const mfrPartNumber = options.mfrPartNumber ?? `FP${n}-TEST`;
  const brandId = options.brandId ?? (await createBrand(db)).brandId;
  const stock = options.stock ?? { NJHB: 500 };
  const total = Object.values(stock).reduce((sum, qty) => sum + qty, 0);
  const [row] = await db
    .insert(product)
    .values({
      productCode: `FX-${n}-${mfrPartNumber}`,
      mfrPartNumber,
      mfrPnKey: normalizePartNumber(mfrPartNumber),
      brandId,
      catalogId: options.catalogId ?? null,
      productDesc: options.productDesc ?? `${mfrPartNumber} test part`,
      specDesc: options.specDesc ?? 'SOIC-8',
      miniQty: options.miniQty ?? 1,
      miniPkg: options.miniPkg ?? 1,
      deliveryCycle: options.deliveryCycle ?? 10,
      isActive: options.isActive ?? true,
      isSample: options.isSample ?? false,
      sampleUnitLimit: options.sampleUnitLimit ?? null,
      redundantStock: total,
    })
    .returning({ id: product.id });
  if (!row) throw new Error('product not inserted');
  const warehouses = Object.entries(stock).filter(([, qty]) => qty > 0);
  if (warehouses.length > 0) {
    await db
      .insert(productStock)
      .values(warehouses.map(([warehouse, qty]) => ({ productId: row.id, warehouse, qty })));
  }
  const breaks = options.priceBreaks ?? [{ qtyFrom: 1, taxPrice: '12.430000', notTaxPrice: '11.000000' }];
  if (breaks.length > 0) {
    await db
      .insert(priceBreak)
      .values(breaks.map((b) => ({ productId: row.id, ...b, qtyTo: b.qtyTo ?? null })));
  }
  return { productId: row.id, spuId: String(row.id), mfrPartNumber, brandId };
}
