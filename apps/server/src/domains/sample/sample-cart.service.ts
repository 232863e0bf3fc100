import { formatOrderAmount, multiplyMoney, sumMoney } from '@emall/contract';
import type { Lang, Product, SampleDefaultInfo, SampleLine, SampleListAnswer } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import { custOrderInfo } from '../account/customer.service.js';
import { productsForLines } from '../catalog/catalog.service.js';
import {
  countSampleCartLines,
  deleteSampleCartLines,
  findSampleCartLine,
  listSampleCartLines,
  lockSampleCart,
  upsertSampleCartLine,
  type SampleCartRow,
  type SampleOwner,
} from './sample-cart.queries.js';
import { assertSampleProduct, checkLineQty, lineQtyLimit, sampleLimits } from './sample-limits.js';
import type { SampleLimits } from '@emall/contract';
import type { SampleDeps } from './sample.settings.js';

export function sampleOwner(staff: StaffContext): SampleOwner {
  return { tenantId: staff.tenantId, staffId: staff.staffId };
}

/** A spuId as a product id; undefined when no product can have it. */
export function productIdOf(spuId: string): number | undefined {
  const id = Number(spuId);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The catalog's id of the product's own entry: the last id of its path '/3/17/'. */
function catalogIdOf(product: Product): string {
  return product.catalogIdPath.split('/').filter(Boolean).at(-1) ?? '';
}

/** Σ qty × unit price at that qty; an unpriced sample counts as 0 (docs/samples.md). */
export function sampleAmount(product: Product, qty: number): string {
  return multiplyMoney(product.taxPrice ?? '0', String(qty));
}

export function toSampleLine(product: Product, qty: number, limits: SampleLimits): SampleLine {
  return {
    spuId: product.spuId,
    qty,
    mfrPartNumber: product.mfrPartNumber,
    brandCode: product.brandCode,
    brandName: product.brandName,
    productCatalogId: catalogIdOf(product),
    productCatalogName: product.productCatalogName,
    productPhoto: product.productPhoto,
    taxPrice: product.taxPrice,
    amount: product.taxPrice === null ? null : formatOrderAmount(sampleAmount(product, qty)),
    sampleQtyLimit: lineQtyLimit(product, limits),
  };
}

/** Stored lines with their products priced at their own quantity; lines of vanished products drop out. */
export async function pricedSampleLines(deps: SampleDeps, rows: readonly SampleCartRow[], lang: Lang) {
  const products = await productsForLines(
    deps,
    rows.map((row) => ({ spuId: String(row.productId), quantity: row.qty })),
    lang,
  );
  return rows.flatMap((row) => {
    const product = products.get(String(row.productId));
    return product ? [{ product, qty: row.qty }] : [];
  });
}

async function sampleProduct(deps: SampleDeps, spuId: string, qty: number, lang: Lang): Promise<Product> {
  const products = await productsForLines(deps, [{ spuId, quantity: qty }], lang);
  return assertSampleProduct(products.get(spuId));
}

/** addSampleToCart: more pieces of a sample product; the sum must stay within the line's limit. */
export async function addSample(
  deps: SampleDeps,
  staff: StaffContext,
  lang: Lang,
  body: { spuId: string; qty: number },
): Promise<{ spuId: string; qty: number; sampleCnt: number }> {
  const productId = productIdOf(body.spuId);
  if (productId === undefined) throw new AppError('PRODUCT_UNAVAILABLE');
  const [product, limits] = await Promise.all([
    sampleProduct(deps, body.spuId, body.qty, lang),
    sampleLimits(deps),
  ]);
  const owner = sampleOwner(staff);
  return deps.db.transaction(async (tx) => {
    await lockSampleCart(tx, owner);
    const qty = ((await findSampleCartLine(tx, owner, productId))?.qty ?? 0) + body.qty;
    checkLineQty(product, qty, limits);
    await upsertSampleCartLine(tx, owner, productId, qty);
    return { spuId: body.spuId, qty, sampleCnt: await countSampleCartLines(tx, owner) };
  });
}

/** changeCntByKey: a new quantity for one of the caller's sample lines, within its limit. */
export async function changeSampleQty(
  deps: SampleDeps,
  staff: StaffContext,
  lang: Lang,
  body: { spuId: string; qty: number },
): Promise<SampleLine> {
  const owner = sampleOwner(staff);
  const productId = productIdOf(body.spuId);
  const line = productId === undefined ? undefined : await findSampleCartLine(deps.db, owner, productId);
  if (!line || productId === undefined) throw new AppError('SAMPLE_LINE_NOT_FOUND');
  const [product, limits] = await Promise.all([
    sampleProduct(deps, body.spuId, body.qty, lang),
    sampleLimits(deps),
  ]);
  checkLineQty(product, body.qty, limits);
  await upsertSampleCartLine(deps.db, owner, productId, body.qty);
  return toSampleLine(product, body.qty, limits);
}

/** delSampleFromCart: removes the caller's lines among spuIds; 404 when none is in the sample cart. */
export async function deleteSamples(
  deps: SampleDeps,
  staff: StaffContext,
  spuIds: readonly string[],
): Promise<{ deleted: number; sampleCnt: number }> {
  const owner = sampleOwner(staff);
  const ids = spuIds.flatMap((spuId) => productIdOf(spuId) ?? []);
  const deleted = await deleteSampleCartLines(deps.db, owner, ids);
  if (deleted === 0) throw new AppError('SAMPLE_LINE_NOT_FOUND');
  return { deleted, sampleCnt: await countSampleCartLines(deps.db, owner) };
}

export async function sampleCount(deps: SampleDeps, staff: StaffContext): Promise<{ sampleCnt: number }> {
  return { sampleCnt: await countSampleCartLines(deps.db, sampleOwner(staff)) };
}

/**
 * The request form's defaults (defaultInfo) from the customer record: the default shipping address's
 * recipient, region path ('Province/City/District', what the cascader names) and phone, and the account name.
 */
async function defaultInfo(deps: SampleDeps, staff: StaffContext): Promise<SampleDefaultInfo> {
  const customer = await custOrderInfo(deps.account, staff);
  const address =
    customer.shippingAddressPoList.find((a) => a.isDefault === 'T') ?? customer.shippingAddressPoList[0];
  return {
    recipients: address?.recipients ?? '',
    defaultLocale: address?.regionPath ?? '',
    detailAddr: address?.detailAddr ?? '',
    contactPhone: address?.contactPhone ?? '',
    acctName: customer.acctName,
  };
}

/** qrySampleList: the sample cart, newest first, with its amount, the limits and the form's defaults. */
export async function sampleList(
  deps: SampleDeps,
  staff: StaffContext,
  lang: Lang,
): Promise<SampleListAnswer> {
  const [rows, limits, defaults] = await Promise.all([
    listSampleCartLines(deps.db, sampleOwner(staff)),
    sampleLimits(deps),
    defaultInfo(deps, staff),
  ]);
  const lines = await pricedSampleLines(deps, rows, lang);
  return {
    rows: lines.map(({ product, qty }) => toSampleLine(product, qty, limits)),
    sampleCnt: rows.length,
    totalAmount: formatOrderAmount(sumMoney(lines.map(({ product, qty }) => sampleAmount(product, qty)))),
    limits: { amountLimit: limits.amountLimit, skuLimit: limits.skuLimit, qtyLimit: limits.qtyLimit },
    defaultInfo: defaults,
  };
}
