import { asc, inArray, sql } from 'drizzle-orm';
import { arrayParam, type Db } from '../../../platform/db.js';
import { brand, catalog } from '../core/catalog.tables.js';
import { catalogText } from '../core/category-names.js';

/**
 * The brand and catalog SQL of the catalog import: both tables are small (hundreds of rows), so the import
 * loads them whole once and creates the few rows a batch needs with plain multi-row inserts.
 */

export type BrandRecord = Pick<
  typeof brand.$inferSelect,
  'id' | 'brandCode' | 'nameEn' | 'nameZhCn' | 'nameZhTw' | 'aliases'
>;
export type CatalogNodeRecord = Pick<
  typeof catalog.$inferSelect,
  'id' | 'parentId' | 'catalogCode' | 'level' | 'nameEn'
>;

/** Every brand, in the order that wins a shared spelling: the mainstream ones (sort) first, then by id. */
export function loadBrands(db: Db): Promise<BrandRecord[]> {
  return db
    .select({
      id: brand.id,
      brandCode: brand.brandCode,
      nameEn: brand.nameEn,
      nameZhCn: brand.nameZhCn,
      nameZhTw: brand.nameZhTw,
      aliases: brand.aliases,
    })
    .from(brand)
    .orderBy(asc(brand.sort), asc(brand.id));
}

/** Every catalog node, parents before children. */
export function loadCatalogNodes(db: Db): Promise<CatalogNodeRecord[]> {
  return db
    .select({
      id: catalog.id,
      parentId: catalog.parentId,
      catalogCode: catalog.catalogCode,
      level: catalog.level,
      nameEn: catalog.nameEn,
    })
    .from(catalog)
    .orderBy(asc(catalog.level), asc(catalog.id));
}

/** Inserts brands (a code taken meanwhile is kept as it is) and answers the id of each code. */
export async function insertBrands(
  db: Db,
  rows: (typeof brand.$inferInsert)[],
): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  await db.insert(brand).values(rows).onConflictDoNothing({ target: brand.brandCode });
  const codes = rows.map((r) => r.brandCode);
  const found = await db
    .select({ id: brand.id, code: brand.brandCode })
    .from(brand)
    .where(inArray(brand.brandCode, codes));
  return new Map(found.map((r) => [r.code, r.id]));
}

/**
 * Saves what the import learnt about existing brands: spellings become aliases (added to those the brand has,
 * so an operator's edit meanwhile is kept) and a Chinese name where the brand had none.
 */
export async function addBrandSpellings(
  db: Db,
  rows: readonly { id: number; aliases: readonly string[]; nameZhCn?: string; nameZhTw?: string }[],
): Promise<void> {
  for (const row of rows) {
    await db.execute(sql`
      update ${brand}
         set aliases = aliases || array(select a from unnest(${arrayParam(row.aliases, 'text')}) a
                                         where a <> all(aliases)),
             name_zh_cn = coalesce(${row.nameZhCn ?? null}::text, name_zh_cn),
             name_zh_tw = coalesce(${row.nameZhTw ?? null}::text, name_zh_tw)
       where id = ${row.id}`);
  }
}

/**
 * Inserts catalog nodes of one level (children after their parents are in) and fills their id path
 * ('/3/' for a category, '/3/17/' for a subcategory), as the demo seed does, named in Chinese as the demo seed
 * names them (category-names.ts). Answers the id of each code.
 */
export async function insertCatalogNodes(
  db: Db,
  rows: { catalogCode: string; level: 1 | 2; parentId: number | null; nameEn: string }[],
): Promise<Map<string, number>> {
  if (!rows.length) return new Map();
  const values = rows.map((r) => {
    // Named in Chinese from the catalog's table of names; the English name where none is written yet.
    const [nameZhCn, nameZhTw] = catalogText(r.nameEn, r.level) ?? [r.nameEn, r.nameEn];
    return { ...r, nameZhCn, nameZhTw, idPath: '' };
  });
  await db.insert(catalog).values(values).onConflictDoNothing({ target: catalog.catalogCode });
  const codes = rows.map((r) => r.catalogCode);
  await db.execute(sql`
    update ${catalog} c
       set id_path = coalesce((select p.id_path from ${catalog} p where p.id = c.parent_id), '/') || c.id || '/'
     where c.id_path = '' and c.catalog_code in ${codes}`);
  const found = await db
    .select({ id: catalog.id, code: catalog.catalogCode })
    .from(catalog)
    .where(inArray(catalog.catalogCode, codes));
  return new Map(found.map((r) => [r.code, r.id]));
}

/**
 * Names in Chinese the nodes still named in English where the table of names (category-names.ts) now has their
 * Chinese names: nodes an import created before the table knew them. A name an operator wrote (not the English
 * one) is left as it is. Answers how many nodes it named.
 */
export async function nameCategoriesInChinese(db: Db): Promise<number> {
  const englishOnly = await db
    .select({ id: catalog.id, level: catalog.level, nameEn: catalog.nameEn })
    .from(catalog)
    .where(sql`${catalog.nameZhCn} = ${catalog.nameEn} and ${catalog.nameZhTw} = ${catalog.nameEn}`);
  let named = 0;
  for (const node of englishOnly) {
    const text = catalogText(node.nameEn, node.level === 1 ? 1 : 2);
    if (!text) continue;
    await db
      .update(catalog)
      .set({ nameZhCn: text[0], nameZhTw: text[1] })
      .where(sql`${catalog.id} = ${node.id}`);
    named += 1;
  }
  return named;
}
