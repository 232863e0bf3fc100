import type { Db } from '../platform/db.js';
import { seedDemoData, type DemoLogin } from './demo.seed.js';
import { seedDemoCatalog as seedDemoParts } from './catalog.seed.js';
import { seedDemoSpotStock } from './spot-stock.seed.js';
import { seedRegions } from './regions.seed.js';
import { seedDictionaries, seedParams, seedTexts } from './system.seed.js';

/** Data every shop needs: texts, dictionaries, parameters, regions. Safe to run on every start. */
export async function seedSystemData(db: Db): Promise<void> {
  await seedTexts(db);
  await seedDictionaries(db);
  await seedParams(db);
  await seedRegions(db);
}

export { seedDemoData, type DemoLogin };

/** The demo catalog: the real sample parts, then supplier quotes and hot part numbers over them. */
export async function seedDemoCatalog(db: Db): Promise<{ products: number; quotes: number }> {
  const parts = await seedDemoParts(db);
  const spot = await seedDemoSpotStock(db);
  return { products: parts.products, quotes: spot.quotes };
}
