import { sql } from 'drizzle-orm';
import type { Db } from '../platform/db.js';
import { region } from '../domains/system/system.tables.js';
import pcaTree from './data/regions/pca-code.json' with { type: 'json' };
import hkMoTw from './data/regions/HK-MO-TW.json' with { type: 'json' };

interface PcaNode {
  code: string;
  name: string;
  children?: PcaNode[];
}

type RegionRow = typeof region.$inferInsert;

/** GB/T 2260 codes of the three regions the source names without codes. */
const SPECIAL_REGION_CODES: Record<string, string> = {
  香港特别行政区: '81',
  澳门特别行政区: '82',
  台湾省: '71',
};

function flatten(nodes: PcaNode[], level: number, parent: RegionRow | null, rows: RegionRow[]): void {
  nodes.forEach((node, index) => {
    const row: RegionRow = {
      regionId: node.code,
      regionName: node.name,
      regionLevel: level,
      parentId: parent?.regionId ?? null,
      pathName: parent ? `${parent.pathName}/${node.name}` : node.name,
      sort: index,
    };
    rows.push(row);
    if (node.children) flatten(node.children, level + 1, row, rows);
  });
}

/** The name-only tree {province: {city: [district]}} with codes assigned in file order. */
function specialRegions(tree: Record<string, Record<string, string[]>>): PcaNode[] {
  return Object.entries(tree).map(([province, cities]) => {
    const code = SPECIAL_REGION_CODES[province] ?? '99';
    return {
      code,
      name: province,
      children: Object.entries(cities).map(([city, districts], ci) => {
        const cityCode = `${code}${String(ci + 1).padStart(2, '0')}`;
        return {
          code: cityCode,
          name: city,
          children: districts.map((d, di) => ({
            code: `${cityCode}${String(di + 1).padStart(2, '0')}`,
            name: d,
          })),
        };
      }),
    };
  });
}

export function regionRows(): RegionRow[] {
  const rows: RegionRow[] = [];
  flatten([...(pcaTree as PcaNode[]), ...specialRegions(hkMoTw)], 1, null, rows);
  return rows;
}

/** Inserts the regions once; later starts find them and do nothing. */
export async function seedRegions(db: Db): Promise<number> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(region);
  if ((existing[0]?.n ?? 0) > 0) return 0;
  const rows = regionRows();
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(region)
      .values(rows.slice(i, i + 500))
      .onConflictDoNothing();
  }
  return rows.length;
}
