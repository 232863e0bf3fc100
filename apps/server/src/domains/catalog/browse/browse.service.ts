import type { SQL } from 'drizzle-orm';
import { pickText } from '@emall/contract';
import type { CatalogPage, Facet, Lang, ParamFilter } from '@emall/contract';
import { AppError } from '../../../platform/app-error.js';
import type { Db } from '../../../platform/db.js';
import {
  BROWSE_CAP,
  browseCondition,
  countFiltered,
  liveFacetCounts,
  pageIds,
  readBrandNames,
  storedFacetCounts,
  type BrandNameRow,
  type BrowseOrder,
  type BrowseWhere,
  type FacetCountRow,
  type LiveFacetBranch,
  type ResolvedFilter,
} from './browse.queries.js';
import { countInTable, readFacetTable, type FacetTable, type Members } from './facet-table.js';
import { MEMBERS_MAX, memberPageIds } from './member-page.queries.js';
import { pricePageIds } from './price-order.queries.js';
import { findProductsByIds } from '../core/catalog.queries.js';
import { catalogTree, nodeView, treeNode, type CatalogTree, type TreeNode } from './tree.service.js';
import { parameterVocabulary, type VocabularyParameter } from '../parameters/parameter-cache.js';
import { toProduct } from '../core/product-view.js';
import { nameIn } from '../core/localized-name.js';
import { staleWhileRevalidate } from '../../../platform/stale-while-revalidate.js';

/** Facets a category page lists at most, and values a facet lists at most. */
const MAX_FACETS = 16;
const MAX_VALUES = 40;
/** A parameter fewer of the category's parts have than this share is not worth a filter. */
const MIN_COVERAGE = 0.05;

export interface BrowseInput {
  catalogId: number;
  filters: readonly ParamFilter[];
  brandCodes?: readonly string[] | undefined;
  hasStock?: boolean | undefined;
  sort?: 'stock' | 'price' | 'partNumber' | undefined;
  sortOrder?: 'asc' | 'desc' | undefined;
  quantity?: number | undefined;
  pageNo: number;
  pageSize: number;
}

function resolveFilters(
  filters: readonly ParamFilter[],
  byCode: ReadonlyMap<string, VocabularyParameter>,
): ResolvedFilter[] {
  return filters.map((f) => ({
    parameterId: byCode.get(f.code)?.id ?? null,
    values: f.values ?? [],
    min: f.min,
    max: f.max,
  }));
}

function orderOf(input: BrowseInput): BrowseOrder {
  const sort = input.sort ?? 'stock';
  const direction = input.sortOrder ?? (sort === 'stock' ? 'desc' : 'asc');
  if (sort === 'price') return { by: 'price', direction, quantity: input.quantity ?? 1 };
  return { by: sort, direction };
}

/** The parameters worth a filter in this category: the vocabulary's order, then the most common. */
function chooseFacets(
  stored: readonly FacetCountRow[],
  total: number,
  byId: ReadonlyMap<number, VocabularyParameter>,
  filtered: readonly ResolvedFilter[],
): VocabularyParameter[] {
  const coverage = new Map<number, { n: number; values: number }>();
  for (const row of stored) {
    const seen = coverage.get(row.parameter_id) ?? { n: 0, values: 0 };
    coverage.set(row.parameter_id, { n: seen.n + row.n, values: seen.values + 1 });
  }
  const chosen = [...coverage.entries()]
    .filter(([, c]) => c.values >= 2 && c.n >= total * MIN_COVERAGE)
    .flatMap(([id, c]) => {
      const parameter = byId.get(id);
      return parameter ? [{ parameter, n: c.n }] : [];
    })
    .sort((a, b) => a.parameter.sort - b.parameter.sort || b.n - a.n)
    .slice(0, MAX_FACETS)
    .map((c) => c.parameter);
  // A filter from the address on a parameter outside the list still shows, so it can be cleared.
  for (const f of filtered) {
    const parameter = f.parameterId === null ? undefined : byId.get(f.parameterId);
    if (parameter && !chosen.includes(parameter)) chosen.push(parameter);
  }
  return chosen;
}

function facetOf(
  parameter: VocabularyParameter,
  rows: readonly FacetCountRow[],
  selected: readonly string[],
  lang: Lang,
): Facet {
  const mine = rows.filter((r) => r.parameter_id === parameter.id).sort((a, b) => b.n - a.n);
  const listed = mine.slice(0, MAX_VALUES);
  for (const value of selected)
    if (!listed.some((r) => r.value_key === value)) {
      const known = mine.find((r) => r.value_key === value);
      listed.push(
        known ?? { parameter_id: parameter.id, value_key: value, value_text: value, value_num: null, n: 0 },
      );
    }
  const numeric = parameter.unit !== null && listed.every((r) => r.value_num !== null);
  if (numeric) listed.sort((a, b) => (a.value_num ?? 0) - (b.value_num ?? 0));
  return {
    code: parameter.code,
    name: pickText(parameter.names, lang),
    unit: parameter.unit,
    values: listed.map((r) => ({ value: r.value_key, label: r.value_text, count: r.n, num: r.value_num })),
    more: mine.length > MAX_VALUES,
  };
}

/** The node of a category page; a folded node's old id answers with the node it joined. */
function findNode(tree: CatalogTree, catalogId: number): TreeNode {
  const node = treeNode(tree, catalogId);
  if (!node) throw new AppError('NOT_FOUND');
  return node;
}

/** What a category shows before any filter: its stored filter table, its brands and in-stock count, brand names. */
interface CategoryOverview {
  stored: FacetCountRow[];
  /** The stored table with the live brand (-1) and in-stock (-2) counts of the whole category. */
  bareCounts: FacetCountRow[];
  brandNames: Map<number, BrandNameRow>;
}

/** Counts a minute old are fine for browsing, as for the tree: a large category's brands cost a scan of its parts. */
const OVERVIEW_TTL_MS = 60_000;
const overviews = staleWhileRevalidate<CategoryOverview>(OVERVIEW_TTL_MS);

async function readOverview(db: Db, nodeIds: readonly number[]): Promise<CategoryOverview> {
  const everything: BrowseWhere = { nodeIds, filters: [], brandCodes: [], hasStock: false };
  const [stored, live] = await Promise.all([
    storedFacetCounts(db, nodeIds, null),
    liveFacetCounts(db, [], browseCondition(everything, 'brand'), browseCondition(everything, 'stock'), null),
  ]);
  const brandIds = live.filter((r) => r.parameter_id === -1).map((r) => Number(r.value_key));
  const names = await readBrandNames(db, brandIds);
  return { stored, bareCounts: [...stored, ...live], brandNames: new Map(names.map((b) => [b.id, b])) };
}

/** The category's overview, shared by the requests of a minute in each server copy. */
function categoryOverview(db: Db, nodeIds: readonly number[]): Promise<CategoryOverview> {
  return overviews.get(db, nodeIds.join(','), () => readOverview(db, nodeIds));
}

/** Forgets the held overviews (tests, and after a change the next page must show at once). */
export function forgetCategoryOverviews(db: Db): void {
  overviews.forget(db);
  facetTables.forget(db);
}

/** The filter table's counts of a filtered page: live, each facet's own filter left out. */
function filteredFacetCounts(
  db: Db,
  where: BrowseWhere,
  facets: readonly VocabularyParameter[],
): Promise<FacetCountRow[]> {
  const filteredIds = new Set(where.filters.flatMap((f) => (f.parameterId === null ? [] : [f.parameterId])));
  const branches: LiveFacetBranch[] = [
    {
      where: browseCondition(where),
      parameterIds: facets.filter((f) => !filteredIds.has(f.id)).map((f) => f.id),
    },
    ...[...filteredIds].map((parameterId) => ({
      where: browseCondition(where, { parameterId }),
      parameterIds: [parameterId],
    })),
  ];
  return liveFacetCounts(db, branches, browseCondition(where, 'brand'), browseCondition(where, 'stock'));
}

/** A filtered page's counts from the table, and the ids of the parts its parameter and brand filters keep. */
interface TableCount {
  counted: number;
  counts: FacetCountRow[];
  members: Members | undefined;
}

/**
 * Category tables held five minutes per server copy (edits and imports forget them with the overviews): reading
 * the largest category's table costs the database seconds, too much to repeat every minute for counts that a
 * few minutes' changes barely move.
 */
const FACET_TABLE_TTL_MS = 5 * 60_000;
const facetTables = staleWhileRevalidate<FacetTable>(FACET_TABLE_TTL_MS);

/**
 * A filtered page's counts from the category's table in memory; undefined while the table is first read (the
 * statement counts meanwhile) or when a filter names a parameter the table lacks.
 */
function countFromTable(
  db: Db,
  page: {
    where: BrowseWhere;
    node: TreeNode;
    overview: CategoryOverview;
    vocabulary: { byId: ReadonlyMap<number, VocabularyParameter> };
    facets: readonly VocabularyParameter[];
  },
): TableCount | undefined {
  const { where, node, overview } = page;
  // The table holds the parameters the bare category lists: a filter elsewhere falls back to the statement.
  const held = chooseFacets(overview.stored, node.count, page.vocabulary.byId, []).map((p) => p.id);
  const table = facetTables.peek(db, where.nodeIds.join(','), () => readFacetTable(db, where.nodeIds, held));
  if (!table) return undefined;
  const codes = new Set(where.brandCodes.map((c) => c.toUpperCase()));
  const brandIds = codes.size
    ? new Set(
        [...overview.brandNames.values()]
          .filter((b) => codes.has(b.brand_code.toUpperCase()))
          .map((b) => b.id),
      )
    : null;
  const answer = countInTable(table, {
    filters: where.filters,
    brandIds,
    hasStock: where.hasStock,
    facetIds: page.facets.map((f) => f.id),
    members: true,
  });
  return (
    answer && {
      counted: answer.matches,
      counts: answer.rows,
      members: answer.members,
    }
  );
}

/** Reads a category's table now and waits for it (tests: the next filtered page counts in memory). */
export async function warmCategoryTable(db: Db, catalogId: number): Promise<void> {
  const [tree, vocabulary] = await Promise.all([catalogTree(db), parameterVocabulary(db)]);
  const node = findNode(tree, catalogId);
  const nodeIds = [node.id, ...node.children.map((c) => c.id)];
  const overview = await categoryOverview(db, nodeIds);
  const held = chooseFacets(overview.stored, node.count, vocabulary.byId, []).map((p) => p.id);
  await facetTables.get(db, nodeIds.join(','), () => readFacetTable(db, nodeIds, held));
}

/** Categories smaller than this read their table fast enough behind a buyer's first filtered page. */
const WARMED_FROM_PARTS = 5_000;

/**
 * Reads the tables of the categories buyers filter (the subcategories, and a top category without any) from
 * `fromParts` parts, largest first, one after the other: a copy does this after it starts, so that no buyer's
 * first filtered page of a large category waits for its table (the statement that counts meanwhile cost
 * 80-210 ms on the real catalog's large categories). A top category's table, the sum of its subcategories', is
 * read when a buyer first filters it. Answers the categories read, in that order.
 */
export async function warmLargeCategoryTables(db: Db, fromParts = WARMED_FROM_PARTS): Promise<number[]> {
  const tree = await catalogTree(db);
  const large = tree.roots
    .flatMap((root) => (root.children.length ? root.children : [root]))
    .filter((node) => node.count >= fromParts)
    .sort((a, b) => b.count - a.count || a.id - b.id);
  for (const node of large) await warmCategoryTable(db, node.id);
  return large.map((node) => node.id);
}

/** A filtered page's counts by statement: the parts the filters keep (to the cap) and the filter table. */
async function countByStatement(
  db: Db,
  where: BrowseWhere,
  facets: readonly VocabularyParameter[],
): Promise<{ counted: number; counts: FacetCountRow[] }> {
  const [counted, counts] = await Promise.all([
    countFiltered(db, browseCondition(where)),
    filteredFacetCounts(db, where, facets),
  ]);
  return { counted, counts };
}

/**
 * The ids of the page asked for, in its order. A filtered page whose parts the category's table names walks the
 * order's index keeping those parts (member-page.queries.ts); other pages state the filters as sub-selects.
 */
function pageOfIds(
  db: Db,
  input: BrowseInput,
  found: {
    nodeIds: readonly number[];
    where: SQL;
    matches: number;
    categorySize: number;
    hasStock: boolean;
    members: Members | undefined;
  },
): Promise<string[]> {
  const order = orderOf(input);
  const offset = (input.pageNo - 1) * input.pageSize;
  const listed = found.members;
  const members =
    listed && listed.ids.length <= MEMBERS_MAX
      ? { members: listed.ids, perNode: listed.perNode, hasStock: found.hasStock }
      : undefined;
  if (order.by === 'price')
    return pricePageIds(db, { ...found, members, order, limit: input.pageSize, offset });
  return members
    ? memberPageIds(db, { nodeIds: found.nodeIds, ...members, limit: input.pageSize, offset }, order)
    : pageIds(db, found.where, order, input.pageSize, offset);
}

/** One category page: its place in the tree, a page of filtered parts and the filter table. */
export async function browseCategory(db: Db, input: BrowseInput, lang: Lang): Promise<CatalogPage> {
  const [tree, vocabulary] = await Promise.all([catalogTree(db), parameterVocabulary(db)]);
  const node = findNode(tree, input.catalogId);
  const nodeIds = [node.id, ...node.children.map((c) => c.id)];
  const filters = resolveFilters(input.filters, vocabulary.byCode);
  const where: BrowseWhere = {
    nodeIds,
    filters,
    brandCodes: input.brandCodes ?? [],
    hasStock: input.hasStock ?? false,
  };
  const condition = browseCondition(where);
  const bare = !filters.length && !where.brandCodes.length && !where.hasStock;
  const overview = await categoryOverview(db, nodeIds);
  const facets = chooseFacets(overview.stored, node.count, vocabulary.byId, filters);
  const fromTable = bare ? undefined : countFromTable(db, { where, node, overview, vocabulary, facets });
  const { counted, counts } = bare
    ? { counted: node.count, counts: overview.bareCounts }
    : (fromTable ?? (await countByStatement(db, where, facets)));
  const ids = await pageOfIds(db, input, {
    nodeIds,
    where: condition,
    matches: counted,
    categorySize: node.count,
    hasStock: where.hasStock,
    members: fromTable?.members,
  });
  const records = await findProductsByIds(db, ids);
  const brandRows = counts.filter((r) => r.parameter_id === -1).sort((a, b) => b.n - a.n);
  const brandNames = overview.brandNames;
  const total = Math.min(counted, BROWSE_CAP);
  const path: TreeNode[] = [];
  for (
    let at: TreeNode | undefined = node;
    at;
    at = at.parentId === null ? undefined : tree.byId.get(at.parentId)
  )
    path.unshift(at);
  return {
    rows: records.map((r) => toProduct(r, lang, input.quantity)),
    total,
    totalCapped: counted > BROWSE_CAP,
    pageNo: input.pageNo,
    pageSize: input.pageSize,
    lastPage: input.pageNo * input.pageSize >= total,
    node: nodeView(node, lang),
    path: path.map((n) => nodeView(n, lang)),
    children: node.children.map((c) => nodeView(c, lang)),
    facets: facets.map((f) =>
      facetOf(f, counts, input.filters.find((x) => x.code === f.code)?.values ?? [], lang),
    ),
    brands: brandRows.flatMap((r) => {
      const b = brandNames.get(Number(r.value_key));
      return b
        ? [
            {
              brandCode: b.brand_code,
              brandName: nameIn(b, lang),
              count: r.n,
            },
          ]
        : [];
    }),
    inStock: counts.find((r) => r.parameter_id === -2)?.n ?? 0,
  };
}
