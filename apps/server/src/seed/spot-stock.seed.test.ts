import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db.js';
import { migrate } from '../platform/migrate.js';
import { openTestDatabase } from '../testing/test-database.js';
import { seedDemoCatalog } from './index.js';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
}, 120_000);
afterAll(() => drop());

describe('seedDemoCatalog', () => {
  it('adds supplier quotes and 24 hot part numbers over the demo parts, once', async () => {
    const first = await seedDemoCatalog(database.db);
    expect(first.products).toBeGreaterThan(1900);
    expect(first.quotes).toBeGreaterThan(first.products / 7);
    const again = await seedDemoCatalog(database.db);
    expect(again).toEqual({ products: 0, quotes: 0 });
  }, 120_000);
});
