import { HOT_PARTS_DAYS } from '@emall/contract';
import type { HomePartList, Lang } from '@emall/contract';
import { HOME_PART_COUNT, homePartsByIds } from '../catalog/catalog.service.js';
import { staleWhileRevalidate } from '../../platform/stale-while-revalidate.js';
import { selectMostOrderedProductIds } from './core/hot-parts.queries.js';
import type { OrderDeps } from './order.settings.js';

/** A ranking of 90 days moves slowly: read at most every ten minutes per database and language. */
const HOT_PARTS_TTL_MS = 10 * 60_000;
/** More ranked than shown, so that parts no longer sold can drop out and still leave a full list. */
const RANKED_COUNT = HOME_PART_COUNT * 2;
const DAY_MS = 24 * 3600_000;

const hotPartLists = staleWhileRevalidate<HomePartList>(HOT_PARTS_TTL_MS);

/**
 * The home page's hot parts: what customers actually bought, from the order lines, not what they typed (the
 * search log holds keywords, often a part number's beginning or one the shop lacks) nor the hand-kept list of
 * the global spot-stock page. Only parts, never customers or counts, leave the server. No request waits for the
 * ranking once one was read: an old one is answered while the next is read.
 */
export function hotParts(deps: OrderDeps, lang: Lang): Promise<HomePartList> {
  const now = deps.clock.now();
  // A ranking ten minutes old is fine, so a replica's lag is too: it is read where the catalog is.
  return hotPartLists.get(
    deps.readDb,
    lang,
    async () => {
      const since = new Date(now.getTime() - HOT_PARTS_DAYS * DAY_MS);
      const ids = await selectMostOrderedProductIds(deps.readDb, since, RANKED_COUNT);
      const rows = await homePartsByIds({ readDb: deps.readDb }, ids, lang);
      return { rows: rows.slice(0, HOME_PART_COUNT) };
    },
    now.getTime(),
  );
}
