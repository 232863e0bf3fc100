import { FIELD_MESSAGES, pickText } from '@emall/contract';
import type {
  BrandPage,
  BrandPageAnswer,
  BrandPageCode,
  BrandProduct,
  BrandProductCard,
  BrandSite,
  CustomizedRequest,
  Lang,
} from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { StaffContext } from '../../platform/request-context.js';
import {
  countRequestsFrom,
  findActiveProduct,
  findBrandPage,
  insertCustomizedRequest,
  listActiveBanners,
  listActiveProducts,
  listProductFeatures,
  listProductParams,
  listProductScenes,
  listSceneProducts,
  listScenes,
  oldestRequestSince,
  withAddressLock,
} from './brand-site.queries.js';
import { CUSTOMIZED_REQUEST_LIMIT, type BrandSiteDeps } from './brand-site.settings.js';
import type { brandPage, brandProduct } from './brand-site.tables.js';
import { enqueueOpsMail } from '../mail/mail.service.js';

type PageRow = typeof brandPage.$inferSelect;
type ProductRow = typeof brandProduct.$inferSelect;

function pageView(row: PageRow, lang: Lang): BrandPage {
  return {
    pageCode: row.pageCode as BrandPageCode,
    title: pickText(row.title, lang),
    summary: pickText(row.summary, lang),
    image: row.image,
    facts: row.facts.map((f) => ({ value: f.value, label: pickText(f.label, lang) })),
    sections: row.sections.map((s) => ({
      heading: pickText(s.heading, lang),
      body: pickText(s.body, lang),
      image: s.image,
    })),
  };
}

function productCard(row: ProductRow, lang: Lang): BrandProductCard {
  return {
    productCode: row.productCode,
    series: row.series,
    name: pickText(row.name, lang),
    tagline: pickText(row.tagline, lang),
    image: row.images[0] ?? '',
  };
}

/** A page the seed always writes; missing means the database was emptied by hand: an honest 404. */
async function requirePage(deps: BrandSiteDeps, pageCode: BrandPageCode): Promise<PageRow> {
  const row = await findBrandPage(deps.readDb, pageCode);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** /ruisa: the introduction, active banners, product lines and the scenes with the lines used in each. */
export async function brandSite(deps: BrandSiteDeps, lang: Lang): Promise<BrandSite> {
  const [page, banners, products, scenes, sceneProducts] = await Promise.all([
    requirePage(deps, 'ruisa'),
    listActiveBanners(deps.readDb),
    listActiveProducts(deps.readDb),
    listScenes(deps.readDb),
    listSceneProducts(deps.readDb),
  ]);
  return {
    page: pageView(page, lang),
    banners: banners.map((b) => ({
      id: b.id,
      title: pickText(b.title, lang),
      subtitle: pickText(b.subtitle, lang),
      image: b.image,
      link: b.link,
    })),
    products: products.map((p) => productCard(p, lang)),
    scenes: scenes.map((s) => ({
      sceneCode: s.sceneCode,
      name: pickText(s.name, lang),
      description: pickText(s.description, lang),
      image: s.image,
      productCodes: sceneProducts.filter((sp) => sp.sceneId === s.id).map((sp) => sp.productCode),
    })),
  };
}

/** /ruisa_product/{productCode}; an unknown or withdrawn line is 404 naming the code. */
export async function brandProductPage(
  deps: BrandSiteDeps,
  lang: Lang,
  productCode: string,
): Promise<BrandProduct> {
  const product = await findActiveProduct(deps.readDb, productCode);
  if (!product) throw new AppError('BRAND_PRODUCT_NOT_FOUND', { productCode });
  const [params, features, scenes, all] = await Promise.all([
    listProductParams(deps.readDb, product.id),
    listProductFeatures(deps.readDb, product.id),
    listProductScenes(deps.readDb, product.id),
    listActiveProducts(deps.readDb),
  ]);
  return {
    productCode: product.productCode,
    series: product.series,
    title: pickText(product.name, lang),
    tagline: pickText(product.tagline, lang),
    summary: pickText(product.summary, lang),
    images: product.images,
    parameters: params.map((p) => ({ name: pickText(p.name, lang), value: pickText(p.value, lang) })),
    features: features.map((f) => pickText(f.text, lang)),
    scenes: scenes.map((s) => ({
      sceneCode: s.sceneCode,
      name: pickText(s.name, lang),
      image: s.image,
      note: pickText(s.note, lang),
    })),
    searchKeywords: product.searchKeywords,
    otherProducts: all.filter((p) => p.id !== product.id).map((p) => productCard(p, lang)),
  };
}

/** /gd and /ruisa_customized: the page's content and the product lines for its links and form. */
export async function brandPageContent(
  deps: BrandSiteDeps,
  lang: Lang,
  pageCode: BrandPageCode,
): Promise<BrandPageAnswer> {
  const [page, products] = await Promise.all([requirePage(deps, pageCode), listActiveProducts(deps.readDb)]);
  return { page: pageView(page, lang), products: products.map((p) => productCard(p, lang)) };
}

export interface RequestClient {
  ip: string;
  userAgent: string;
}

/**
 * Stores a /ruisa_customized lead. The contract's schema has already checked the form (and the honeypot);
 * here: the product line must exist, and one address may send CUSTOMIZED_REQUEST_LIMIT requests an hour
 * (counted and written under a lock on the address). A logged-in visitor's staff and tenant come from the
 * session.
 */
export async function submitCustomizedRequest(
  deps: BrandSiteDeps,
  lang: Lang,
  staff: StaffContext | null,
  body: CustomizedRequest,
  client: RequestClient,
): Promise<{ requestNo: string }> {
  if (body.productCode !== undefined && !(await findActiveProduct(deps.db, body.productCode))) {
    throw new AppError('VALIDATION_FAILED', {}, { productCode: pickText(FIELD_MESSAGES.invalidValue, lang) });
  }
  const now = deps.clock.now();
  const windowMs = CUSTOMIZED_REQUEST_LIMIT.windowMinutes * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const requestNo = await withAddressLock(deps.db, client.ip, async (tx) => {
    if ((await countRequestsFrom(tx, client.ip, since)) >= CUSTOMIZED_REQUEST_LIMIT.perAddress) {
      const oldest = (await oldestRequestSince(tx, client.ip, since)) ?? now;
      const minutes = Math.max(1, Math.ceil((oldest.getTime() + windowMs - now.getTime()) / 60_000));
      throw new AppError('BRAND_REQUEST_TOO_FREQUENT', { minutes });
    }
    const inserted = await insertCustomizedRequest(
      tx,
      {
        company: body.company,
        contact: body.contact,
        mobile: body.mobile,
        email: body.email,
        productCode: body.productCode ?? null,
        annualQty: body.annualQty,
        description: body.description,
        lang,
        ip: client.ip,
        userAgent: client.userAgent.slice(0, 300),
        staffId: staff?.staffId ?? null,
        tenantId: staff?.tenantId ?? null,
        createdAt: now,
      },
      now.toISOString().slice(0, 10).replace(/-/g, ''),
    );
    await enqueueOpsMail(tx, { kind: 'newLead', params: { no: inserted }, link: '/ops/leads' }, now);
    return inserted;
  });
  return { requestNo };
}
