import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../platform/db.js';
import {
  brandBanner,
  brandCustomizedRequest,
  brandPage,
  brandProduct,
  brandProductFeature,
  brandProductParam,
  brandProductScene,
  brandScene,
} from './brand-site.tables.js';

/** Content reads of the brand site: every text comes in its three languages; the service picks one. */
export async function findBrandPage(db: Db, pageCode: string) {
  const [row] = await db.select().from(brandPage).where(eq(brandPage.pageCode, pageCode));
  return row;
}

export function listActiveBanners(db: Db) {
  return db
    .select()
    .from(brandBanner)
    .where(eq(brandBanner.isActive, true))
    .orderBy(asc(brandBanner.position), asc(brandBanner.id));
}

export function listActiveProducts(db: Db) {
  return db
    .select()
    .from(brandProduct)
    .where(eq(brandProduct.isActive, true))
    .orderBy(asc(brandProduct.position), asc(brandProduct.id));
}

export async function findActiveProduct(db: Db, productCode: string) {
  const [row] = await db
    .select()
    .from(brandProduct)
    .where(and(eq(brandProduct.productCode, productCode), eq(brandProduct.isActive, true)));
  return row;
}

export function listScenes(db: Db) {
  return db.select().from(brandScene).orderBy(asc(brandScene.position), asc(brandScene.id));
}

/** Which active product lines serve which scene, in product order. */
export function listSceneProducts(db: Db) {
  return db
    .select({ sceneId: brandProductScene.sceneId, productCode: brandProduct.productCode })
    .from(brandProductScene)
    .innerJoin(brandProduct, eq(brandProduct.id, brandProductScene.productId))
    .where(eq(brandProduct.isActive, true))
    .orderBy(asc(brandProduct.position), asc(brandProduct.id));
}

export function listProductParams(db: Db, productId: number) {
  return db
    .select()
    .from(brandProductParam)
    .where(eq(brandProductParam.productId, productId))
    .orderBy(asc(brandProductParam.position), asc(brandProductParam.id));
}

export function listProductFeatures(db: Db, productId: number) {
  return db
    .select()
    .from(brandProductFeature)
    .where(eq(brandProductFeature.productId, productId))
    .orderBy(asc(brandProductFeature.position), asc(brandProductFeature.id));
}

export function listProductScenes(db: Db, productId: number) {
  return db
    .select({
      sceneCode: brandScene.sceneCode,
      name: brandScene.name,
      image: brandScene.image,
      note: brandProductScene.note,
    })
    .from(brandProductScene)
    .innerJoin(brandScene, eq(brandScene.id, brandProductScene.sceneId))
    .where(eq(brandProductScene.productId, productId))
    .orderBy(asc(brandProductScene.position), asc(brandScene.position));
}

const REQUEST_LOCK_SPACE = 0xb4a2d;

/**
 * Runs `fn` holding a lock on one client address, so two requests from it at once cannot both pass the
 * limit (PostgreSQL; PGlite runs one transaction at a time anyway).
 */
export function withAddressLock<T>(db: Db, ip: string, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${REQUEST_LOCK_SPACE}, hashtext(${ip}))`);
    return fn(tx);
  });
}

export async function countRequestsFrom(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(brandCustomizedRequest)
    .where(and(eq(brandCustomizedRequest.ip, ip), gt(brandCustomizedRequest.createdAt, since)));
  return row?.n ?? 0;
}

/** The oldest request inside the window: the limit lifts when it leaves the window. */
export async function oldestRequestSince(db: Db, ip: string, since: Date): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: brandCustomizedRequest.createdAt })
    .from(brandCustomizedRequest)
    .where(and(eq(brandCustomizedRequest.ip, ip), gt(brandCustomizedRequest.createdAt, since)))
    .orderBy(asc(brandCustomizedRequest.createdAt))
    .limit(1);
  return row?.createdAt;
}

export type NewCustomizedRequest = Omit<typeof brandCustomizedRequest.$inferInsert, 'id' | 'requestNo'>;

/** Stores a lead; its number is 'RS', the day and the row id (unique, readable on the phone). */
export async function insertCustomizedRequest(
  db: Db,
  row: NewCustomizedRequest,
  day: string,
): Promise<string> {
  const [next] = await queryRows<{ id: string }>(
    db,
    sql`select nextval(pg_get_serial_sequence('brand_customized_request', 'id'))::text as id`,
  );
  const id = Number(next?.id);
  const requestNo = `RS${day}${String(id).padStart(4, '0')}`;
  await db.insert(brandCustomizedRequest).values({ ...row, id, requestNo });
  return requestNo;
}
