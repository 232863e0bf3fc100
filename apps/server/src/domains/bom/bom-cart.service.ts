import { ERRORS, fillText, pickText, TEXTS } from '@emall/contract';
import type { AddBomToCartAnswer, AddBomToCartBody, ErrorCode, Lang } from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import type { Clock } from '../../platform/clock.js';
import { bodyId, type Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import { linesAtBuild, type LineAtBuild } from './costing/buying.js';
import { bomCosting } from './bom-costing.service.js';
import { bomOwner } from './bom.settings.js';

/** What the cart's add needs: its own database (here the BOM's transaction), catalog reads and the clock. */
export interface CartWriteDeps {
  db: Db;
  readDb: Db;
  clock: Clock;
}

/** What became of one line in the cart: added, or refused with the cart's reason. */
export type CartAddOutcome = { added: true } | { added: false; error: AppError };

/**
 * The cart's batch add (cart-add.service.ts: addShopCart's rules for each line in turn, the quantity rules,
 * the cart's capacity counting new parts, the same part already in the cart or on two lines adding up; the
 * products read at once, the cart locked once, the accepted lines written together), answering one outcome a
 * line in the given order. Handed in by app.ts: the cart sits above the BOM domain, which may not import it.
 */
export type CartAddMany = (
  deps: CartWriteDeps,
  staff: StaffContext,
  lines: readonly { spuId: string; quantity: number }[],
  lang: Lang,
) => Promise<{ lines: readonly CartAddOutcome[] }>;

export interface BomCartDeps extends CartWriteDeps {
  addManyToCart: CartAddMany;
}

type Refusal = AddBomToCartAnswer['refused'][number];

/** Why a costed line cannot be bought before the cart is even asked, as a code and its text key. */
const ISSUE_REFUSALS = {
  noPart: { code: 'BOM_LINE_NO_PART', text: 'bomSheet.refused.noPart' },
  noPrice: { code: 'BOM_LINE_NO_PRICE', text: 'bomSheet.refused.noPrice' },
  qtyZero: { code: 'BOM_LINE_QTY_ZERO', text: 'bomSheet.refused.qtyZero' },
} as const;

function errorMessage(error: AppError, lang: Lang): string {
  return fillText(pickText(ERRORS[error.code].text, lang), error.params);
}

function refusal(at: LineAtBuild, code: string, message: string): Refusal {
  return { detailId: at.line.detailId, lineNo: at.line.lineNo, code, message };
}

/**
 * The refusal of a line the costing already rules out: no part, no price, 0 per board, or a part no longer
 * sold (the cart's own PRODUCT_UNAVAILABLE, which it would answer too). Undefined: the cart is asked.
 */
function costingRefusal(at: LineAtBuild, lang: Lang): Refusal | undefined {
  const { line, build } = at;
  if (line.issue === 'inactive' || line.part?.isActive === false) {
    const code: ErrorCode = 'PRODUCT_UNAVAILABLE';
    return refusal(at, code, errorMessage(new AppError(code), lang));
  }
  const issue = line.issue ?? (!line.part ? 'noPart' : build.buyQty <= 0 ? 'qtyZero' : undefined);
  if (!issue) return undefined;
  const { code, text } = ISSUE_REFUSALS[issue];
  const words = TEXTS[text];
  return refusal(at, code, words ? pickText(words, lang) : code);
}

/**
 * addBomToCart: the chosen part of each given line (every line when none are given) goes into the caller's
 * cart at its buy quantity of one build quantity, through the cart's own batch add, so the cart's rules apply
 * as to any add: the same part already in the cart (or on two lines) adds up, a new part needs room in the
 * cart (CART_FULL), the sum must pass the quantity rules. Refused lines are answered with the code and the
 * message in the caller's language; the others are added. The batch reads the products and writes the lines
 * together (a line at a time cost 35–55 ms, past the web's 6 s call timeout at 150 lines) inside one
 * transaction: a refused line leaves nothing behind, and a failure of the whole call (anything but a refusal)
 * leaves the cart as it was. BOM_CHANGED when the BOM changed since the costing the buyer saw.
 */
export async function addBomToCart(
  deps: BomCartDeps,
  staff: StaffContext,
  lang: Lang,
  body: AddBomToCartBody,
): Promise<AddBomToCartAnswer> {
  const costing = await bomCosting(deps, bomOwner(staff), bodyId(body.tenantBomLogId), lang);
  if (costing.version !== body.version) throw new AppError('BOM_CHANGED');
  const refused: Refusal[] = [];
  const toAdd: { at: LineAtBuild; spuId: string }[] = [];
  for (const at of linesAtBuild(costing, body.boards, body.detailIds)) {
    const ruledOut = costingRefusal(at, lang);
    if (ruledOut) refused.push(ruledOut);
    else if (at.line.part) toAdd.push({ at, spuId: at.line.part.spuId });
  }
  const added: AddBomToCartAnswer['added'] = [];
  if (toAdd.length > 0) {
    await deps.db.transaction(async (tx) => {
      // The cart's reads go through the transaction too: PGlite is one connection, held by it.
      const inTransaction: CartWriteDeps = { db: tx, readDb: tx, clock: deps.clock };
      const lines = toAdd.map(({ at, spuId }) => ({ spuId, quantity: at.build.buyQty }));
      const outcomes = (await deps.addManyToCart(inTransaction, staff, lines, lang)).lines;
      toAdd.forEach(({ at, spuId }, i) => {
        const outcome = outcomes[i];
        if (!outcome) throw new Error(`the cart answered no outcome for line ${at.line.lineNo}`);
        if (outcome.added) added.push({ detailId: at.line.detailId, spuId, quantity: at.build.buyQty });
        else refused.push(refusal(at, outcome.error.code, errorMessage(outcome.error, lang)));
      });
    });
  }
  refused.sort((a, b) => a.lineNo - b.lineNo);
  return { added, refused };
}
