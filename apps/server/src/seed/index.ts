import type { Db } from '../platform/db.js';
import { seedDemoData, type DemoLogin } from './demo.seed.js';
import { seedDemoCatalog as seedDemoParts } from './catalog.seed.js';
import { seedDemoSpotStock } from './spot-stock.seed.js';
import { seedDemoCarts } from './cart.seed.js';
import { seedRegions } from './regions.seed.js';
import { seedDictionaries, seedParams, seedTexts } from './system.seed.js';
import { seedOrderParams } from './order-params.seed.js';
import { seedDemoOrders } from './order.seed.js';
import { seedSampleParams } from './sample-params.seed.js';
import { seedDemoSamples } from './sample.seed.js';
import { seedDemoMessages } from './message.seed.js';
import { seedDemoEnquiries } from './enquiry.seed.js';
import { seedHelpContent } from './help.seed.js';
import { seedBrandSite } from './brand/brand-site.seed.js';

/** Data every shop needs: texts, dictionaries, parameters, regions, help content. Safe to run on every start. */
export async function seedSystemData(db: Db): Promise<void> {
  await seedTexts(db);
  await seedDictionaries(db);
  await seedParams(db);
  await seedOrderParams(db);
  await seedSampleParams(db);
  await seedRegions(db);
  await seedHelpContent(db);
  await seedBrandSite(db);
}

export { seedDemoData, type DemoLogin };
export { seedBrandList } from './brand-list.seed.js';
export { seedDemoOperators, type OperatorLogin } from './operator.seed.js';

/**
 * The demo catalog: the real sample parts, then supplier quotes, hot part numbers, demo carts and demo orders
 * over them.
 */
export async function seedDemoCatalog(db: Db): Promise<{ products: number; quotes: number }> {
  const parts = await seedDemoParts(db);
  const spot = await seedDemoSpotStock(db);
  // Carts only with a freshly inserted catalog: a restart must not refill a cart its owner emptied.
  if (parts.products > 0) await seedDemoCarts(db);
  // Orders in every state over the demo parts, once per tenant (the seed checks for earlier orders).
  await seedDemoOrders(db);
  // Sample requests in every state, once per tenant (the seed checks for earlier requests).
  await seedDemoSamples(db);
  // Welcome and notice messages, once per tenant (demo orders, samples and enquiries send their own).
  await seedDemoMessages(db);
  // Enquiries in every state, once per tenant (the seed checks for earlier enquiries).
  await seedDemoEnquiries(db);
  return { products: parts.products, quotes: spot.quotes };
}
