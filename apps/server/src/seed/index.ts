import type { Db } from '../platform/db.js';
import { seedDemoData, type DemoLogin } from './demo.seed.js';
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
