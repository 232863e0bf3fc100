import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { contract, normalizePartNumber } from '@emall/contract';
import type { CatalogPage } from '@emall/contract';
import { queryRows } from '../../../platform/db.js';
import { startTestApp, type TestApp } from '../../../testing/test-app.js';
import { threeBuyers } from '../../../testing/factories/index.js';
import type { TestClient } from '../../../testing/test-client.js';
import { forgetCategoryOverviews } from '../browse/browse.service.js';
import { forgetCatalogTree } from '../browse/tree.service.js';
import { brand, catalog, catalogAlias, product } from '../core/catalog.tables.js';
import { branchKey, TOP_CATEGORY_RENAMINGS, topCategoryName } from '../core/category-renamings.js';
import { foldRenamedCategories } from './category-folding.js';
import { parseCsv } from './import-csv.js';
import { importCatalogRows } from './import.js';

/**
 * The source's renamed top categories are one branch: on import, and for a catalog written before (the
 * repair), with the old ids still answering. On both databases.
 */

let t: TestApp;
let buyer: TestClient;
let brandId: number;

beforeAll(async () => {
  t = await startTestApp();
  ({ buyer } = await threeBuyers(t));
  const [row] = await t.database.db
    .insert(brand)
    .values({ brandCode: 'TDK', nameEn: 'TDK', nameZhCn: 'TDK', nameZhTw: 'TDK' })
    .returning({ id: brand.id });
  brandId = row?.id ?? 0;
});
afterAll(() => t.close());

/** A node as the import writes it: id_path is the ids from the root, its own last ('/3/17/'). */
async function node(name: string, parent?: { id: number; idPath: string }) {
  const [row] = await t.database.db
    .insert(catalog)
    .values({
      parentId: parent?.id ?? null,
      catalogCode: `old.${normalizePartNumber(name).toLowerCase()}.${String(parent?.id ?? 0)}`,
      level: parent ? 2 : 1,
      nameEn: name,
      nameZhCn: name,
      nameZhTw: name,
      idPath: '',
    })
    .returning({ id: catalog.id });
  if (!row) throw new Error('node not inserted');
  const idPath = `${parent?.idPath ?? '/'}${String(row.id)}/`;
  await t.database.db.update(catalog).set({ idPath }).where(eq(catalog.id, row.id));
  return { id: row.id, idPath };
}

async function part(mpn: string, catalogId: number) {
  await t.database.db.insert(product).values({
    productCode: `FOLD-${mpn}`,
    mfrPartNumber: mpn,
    mfrPnKey: normalizePartNumber(mpn),
    brandId,
    catalogId,
    miniQty: 1,
    miniPkg: 1,
    deliveryCycle: 5,
  });
}

const catalogIdOf = async (mpn: string) =>
  (
    await t.database.db.select({ id: product.catalogId }).from(product).where(eq(product.mfrPartNumber, mpn))
  )[0]?.id;

const page = (catalogId: number) =>
  buyer.data<CatalogPage>(contract.catalog.qryCatalogProducts, { catalogId, pageSize: 10 });

describe('the renamings of the source top categories', () => {
  it('names one branch per row, whatever the spelling, and leaves other names alone', () => {
    expect(topCategoryName('Inductors, Coils, Chokes')).toBe('Inductors/Coils/Transformers');
    expect(topCategoryName('inductors,coils,chokes')).toBe('Inductors/Coils/Transformers');
    expect(topCategoryName('Inductors/Coils/Transformers')).toBe('Inductors/Coils/Transformers');
    expect(topCategoryName('  Displays ')).toBe('Displays');
    expect(branchKey('Clock/Timing')).toBe(branchKey('Clock and Timing'));
    expect(branchKey('Displays')).not.toBe(branchKey('Display Modules / LED Drivers / Display Drivers'));
    // No name belongs to two branches.
    const names = TOP_CATEGORY_RENAMINGS.flat().map((name) => normalizePartNumber(name));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('folding a catalog written before', () => {
  it('makes one branch, merges subcategories of one name, keeps the others, and old ids answer', async () => {
    const db = t.database.db;
    // As an import wrote it before the renaming was known: the old name first, the new one later.
    const old = await node('Inductors, Coils, Chokes');
    const oldSmd = await node('Inductors (SMD)', old);
    const oldThrough = await node('Color Ring Inductors / Through Hole Inductors', old);
    const kept = await node('Inductors/Coils/Transformers');
    const keptSmd = await node('Inductors (SMD)', kept);
    const other = await node('Capacitors');
    await node('Tantalum Capacitors', other);
    await part('OLD-SMD-1', oldSmd.id);
    await part('OLD-TH-1', oldThrough.id);
    await part('OLD-TOP-1', old.id);
    await part('NEW-SMD-1', keptSmd.id);
    // A link folded earlier into the subcategory that now folds again.
    await db.insert(catalogAlias).values({ oldId: 999_001, catalogId: oldSmd.id });

    expect(await foldRenamedCategories(db)).toBe(2);
    expect(await foldRenamedCategories(db)).toBe(0);

    const nodes = await db
      .select({ id: catalog.id, parentId: catalog.parentId, nameEn: catalog.nameEn, idPath: catalog.idPath })
      .from(catalog)
      .orderBy(asc(catalog.id));
    expect(nodes.filter((n) => n.parentId === null).map((n) => n.nameEn)).toEqual([
      'Inductors/Coils/Transformers',
      'Capacitors',
    ]);
    expect(nodes.filter((n) => n.parentId === kept.id)).toEqual([
      {
        id: oldThrough.id,
        parentId: kept.id,
        nameEn: 'Color Ring Inductors / Through Hole Inductors',
        idPath: `${kept.idPath}${String(oldThrough.id)}/`,
      },
      { id: keptSmd.id, parentId: kept.id, nameEn: 'Inductors (SMD)', idPath: keptSmd.idPath },
    ]);
    expect(await catalogIdOf('OLD-SMD-1')).toBe(keptSmd.id);
    expect(await catalogIdOf('OLD-TH-1')).toBe(oldThrough.id);
    expect(await catalogIdOf('OLD-TOP-1')).toBe(kept.id);
    const aliases = await db.select().from(catalogAlias).orderBy(asc(catalogAlias.oldId));
    expect(aliases.map((a) => [a.oldId, a.catalogId])).toEqual([
      [old.id, kept.id],
      [oldSmd.id, keptSmd.id],
      [999_001, keptSmd.id],
    ]);

    forgetCatalogTree(db);
    forgetCategoryOverviews(db);
    // The old ids answer with the node they joined: its id, its parts, its place in the tree.
    const smd = await page(oldSmd.id);
    expect(smd.node).toMatchObject({ catalogId: keptSmd.id, count: 2 });
    expect(smd.rows.map((r) => r.mfrPartNumber).sort()).toEqual(['NEW-SMD-1', 'OLD-SMD-1']);
    expect(smd.path.map((n) => n.catalogId)).toEqual([kept.id, keptSmd.id]);
    expect((await page(999_001)).node.catalogId).toBe(keptSmd.id);
    expect((await page(old.id)).node).toMatchObject({ catalogId: kept.id, count: 4 });
    const unknown = await buyer.call(contract.catalog.qryCatalogProducts, { catalogId: 999_999 });
    expect(unknown.status).toBe(404);
  });

  it('files a row under either name of a branch in one node when importing', async () => {
    const csv = [
      'brand,mfr_part_number,category,subcategory',
      'TDK,IMP-CHOKE-1,"Inductors, Coils, Chokes",Power Inductors',
      'TDK,IMP-TRANS-1,Inductors/Coils/Transformers,Power Inductors',
      'TDK,IMP-CLOCK-1,Clock/Timing,Clock Buffers',
    ].join('\n');
    const summary = await importCatalogRows(t.database.db, parseCsv([csv]));
    expect(summary.rejected).toBe(0);
    const rows = await queryRows<{ mpn: string; top: string; sub: string }>(
      t.database.db,
      sql`select p.mfr_part_number as mpn, top.name_en as top, sub.name_en as sub
          from product p join catalog sub on sub.id = p.catalog_id join catalog top on top.id = sub.parent_id
          where p.mfr_part_number like 'IMP-%' order by p.mfr_part_number`,
    );
    expect(rows).toEqual([
      { mpn: 'IMP-CHOKE-1', top: 'Inductors/Coils/Transformers', sub: 'Power Inductors' },
      { mpn: 'IMP-CLOCK-1', top: 'Clock and Timing', sub: 'Clock Buffers' },
      { mpn: 'IMP-TRANS-1', top: 'Inductors/Coils/Transformers', sub: 'Power Inductors' },
    ]);
    const tops = await t.database.db
      .select({ name: catalog.nameEn })
      .from(catalog)
      .where(eq(catalog.level, 1))
      .orderBy(asc(catalog.nameEn));
    expect(tops.map((r) => r.name)).toEqual([
      'Capacitors',
      'Clock and Timing',
      'Inductors/Coils/Transformers',
    ]);
  });
});
