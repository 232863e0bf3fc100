import { isDecimalString, multiplyMoney, roundHalfUp } from '@emall/contract';
import type { PhotoFamily } from './catalog-photos.js';

/**
 * The one exchange rate of the demo catalog: the CSV's prices are in US dollars, the shop sells in CNY.
 * A fixed, documented demo rate (CNY per USD), not a market quote.
 */
export const USD_TO_CNY = '7.10';

/** The tax multiplier of every demo part (13 % VAT), as stored in product.tax_rate. */
export const DEMO_TAX_RATE = '1.13';

/**
 * The warehouses of a product's stock fields, in the order of njHbStockQty, hbStockQty, hkStockQty,
 * njStockQty.
 */
export const WAREHOUSES = ['NJHB', 'HB', 'HK', 'NJ'] as const;
export type Warehouse = (typeof WAREHOUSES)[number];

/** Text keys of i18nProductSpec item names; the values are the CSV's text as written. */
export const SPEC_KEYS = {
  package: 'product.spec.package',
  category: 'product.spec.category',
  subcategory: 'product.spec.subcategory',
  pins: 'product.spec.pins',
  libraryType: 'product.spec.libraryType',
} as const;

/** FNV-1a over the UTF-16 units of a text: a stable 32-bit number, the same on every run and machine. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The exact decimal text of a price the CSV's JSON holds as a number (3.5962 → '3.5962'). */
export function decimalText(value: number): string {
  if (!Number.isFinite(value) || value < 0) throw new TypeError(`Not a price: ${String(value)}`);
  const text = String(value);
  if (isDecimalString(text)) return text;
  // Exponent form (1e-7): JavaScript's shortest round-trip digits, written out in full.
  const fixed = value.toFixed(20).replace(/0+$/, '').replace(/\.$/, '');
  if (!isDecimalString(fixed)) throw new TypeError(`Not a price: ${String(value)}`);
  return fixed;
}

/**
 * A USD price in CNY, without and with tax, each rounded half up to 6 decimals on exact decimal arithmetic:
 * notTaxPrice = usd × USD_TO_CNY; taxPrice = notTaxPrice × DEMO_TAX_RATE (the rounded notTaxPrice, the
 * price the buyer sees). '3.5962' → '25.533020' and '28.852313'.
 */
export function cnyPrices(usd: string): { notTaxPrice: string; taxPrice: string } {
  const notTaxPrice = roundHalfUp(multiplyMoney(usd, USD_TO_CNY), 6);
  const taxPrice = roundHalfUp(multiplyMoney(notTaxPrice, DEMO_TAX_RATE), 6);
  return { notTaxPrice, taxPrice };
}

export interface PlannedBreak {
  qtyFrom: number;
  qtyTo: number | null;
  notTaxPrice: string;
  taxPrice: string;
}

interface CsvBreak {
  qFrom?: unknown;
  qTo?: unknown;
  price?: unknown;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1;

/**
 * The price breaks of a part from the CSV's price_breaks_json, in CNY. A break without a whole qFrom ≥ 1 or
 * a positive price is dropped, as is a second break with the same qFrom; qTo null means no upper bound.
 * Empty or unreadable JSON gives no breaks (the part shows 'no price info').
 */
export function planPriceBreaks(json: string): PlannedBreak[] {
  let parsed: unknown;
  try {
    parsed = json.trim() === '' ? [] : JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const breaks: PlannedBreak[] = [];
  const seen = new Set<number>();
  for (const item of parsed as CsvBreak[]) {
    const { qFrom, qTo, price } = item;
    if (!isCount(qFrom) || seen.has(qFrom) || typeof price !== 'number' || !(price > 0)) continue;
    seen.add(qFrom);
    breaks.push({ qtyFrom: qFrom, qtyTo: isCount(qTo) ? qTo : null, ...cnyPrices(decimalText(price)) });
  }
  return breaks.sort((a, b) => a.qtyFrom - b.qtyFrom);
}

/**
 * The package multiple a family is sold in once its minimum order reaches it: chip resistors and
 * capacitors by 100 (a cut strip), small discretes and LEDs by 50; everything else by the piece.
 */
const PACKAGE_MULTIPLE: Partial<Record<PhotoFamily, number>> = {
  'resistor-chip': 100,
  'capacitor-chip': 100,
  'sot-23': 50,
  diode: 50,
  led: 50,
};

/**
 * miniQty is the first break's qFrom (1 without breaks); miniPkg is the family's package multiple when
 * miniQty is a whole multiple of it, else 1, so miniQty is always a multiple of miniPkg.
 */
export function quantities(
  family: PhotoFamily,
  breaks: readonly PlannedBreak[],
): { miniQty: number; miniPkg: number } {
  const miniQty = Math.max(1, breaks[0]?.qtyFrom ?? 1);
  const multiple = PACKAGE_MULTIPLE[family] ?? 1;
  return { miniQty, miniPkg: miniQty % multiple === 0 ? multiple : 1 };
}

/** Factory lead time, 5 to 21 days, from the LCSC code. */
export function deliveryCycle(productCode: string): number {
  return 5 + (stableHash(`delivery:${productCode}`) % 17);
}

/** About one mainstream part in three is offered as a free sample. */
export function isSamplePart(productCode: string, isMainstream: boolean): boolean {
  return isMainstream && stableHash(`sample:${productCode}`) % 3 === 0;
}

/**
 * The CSV stock of a part spread over the warehouses, from its LCSC code: four parts in ten sit in one
 * warehouse; the others in two to four neighbouring warehouses (in WAREHOUSES order, wrapping) with weights
 * 1..8. Shares are whole pieces that add up to the stock exactly; empty shares and zero stock give no row.
 */
export function splitStock(productCode: string, stock: number): { warehouse: Warehouse; qty: number }[] {
  if (!Number.isSafeInteger(stock) || stock <= 0) return [];
  const hash = stableHash(`stock:${productCode}`);
  const start = (hash >>> 4) % WAREHOUSES.length;
  const count = hash % 10 < 4 ? 1 : 2 + ((hash >>> 8) % 3);
  const weights = Array.from({ length: count }, (_, i) => 1 + ((hash >>> (12 + 4 * i)) & 7));
  const total = weights.reduce((a, b) => a + b, 0);
  let left = stock;
  const rows: { warehouse: Warehouse; qty: number }[] = [];
  weights.forEach((weight, i) => {
    const qty = i === count - 1 ? left : Math.floor((stock * weight) / total);
    left -= qty;
    const warehouse = WAREHOUSES[(start + i) % WAREHOUSES.length];
    if (qty > 0 && warehouse) rows.push({ warehouse, qty });
  });
  return rows.sort((a, b) => WAREHOUSES.indexOf(a.warehouse) - WAREHOUSES.indexOf(b.warehouse));
}

/** The CSV's stock column as a whole number of pieces; anything else counts as 0. */
export function parseStock(text: string): number {
  const n = Number(text.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** i18nProductSpec of a part: package, category, subcategory, pins and library type, where the CSV has them. */
export function productSpec(part: {
  package: string;
  category: string;
  subcategory: string;
  joints: string;
  library_type: string;
}): { i18nItemName: string; itemValue: string }[] {
  const items: [string, string][] = [
    [SPEC_KEYS.package, part.package === '-' ? '' : part.package],
    [SPEC_KEYS.category, part.category],
    [SPEC_KEYS.subcategory, part.subcategory],
    [SPEC_KEYS.pins, /^[1-9]\d*$/.test(part.joints.trim()) ? part.joints.trim() : ''],
    [SPEC_KEYS.libraryType, part.library_type],
  ];
  return items
    .map(([i18nItemName, value]) => ({ i18nItemName, itemValue: value.trim() }))
    .filter((item) => item.itemValue !== '');
}
