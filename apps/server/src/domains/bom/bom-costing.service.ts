import { createHash } from 'node:crypto';
import { percentToBp } from '@emall/contract';
import type {
  BomCosting,
  BomCostingPage,
  Lang,
  ModifyBomBuildBody,
  QryBomCostingBody,
} from '@emall/contract';
import { AppError } from '../../platform/app-error.js';
import { bodyId, type Db } from '../../platform/db.js';
import type { StaffContext } from '../../platform/request-context.js';
import {
  buildTotals,
  costLine,
  spotNeeds,
  spotProbes,
  toBuildSettings,
  withSpotStock,
  type BuildSettingsRow,
  type CostingAmounts,
} from './costing/costing.js';
import {
  askSpotStock,
  costingFingerprint,
  costingLines,
  offersFor,
  setAllBuyUps,
  updateBuildSettings,
  writeSubstitutes,
  type CostingRead,
} from './costing/costing.queries.js';
import { costingPage } from './costing/costing-page.js';
import { heldCostingsOf } from './costing/costing-held.js';
import { findBomLog, type BomLogRow, type BomOwner } from './core/log.queries.js';
import { bomOwner, type BomDeps } from './bom.settings.js';

/**
 * qryBomCosting and modifyBomBuild (docs/bom-costing.md): a matched BOM costed at each of its build
 * quantities, and the changes of its build settings. Owner-scoped as every BOM call: another staff member's
 * BOM is not found.
 */

/**
 * The version of a costing: a digest of the BOM's settings and of every active line's id, part, quantity,
 * attrition, buy-up choice and last change. Any write to the BOM or a line changes one of them, even when the
 * clock stands still (tests) or two writes share a millisecond.
 */
function costingVersion(log: BomLogRow, reads: readonly CostingRead[]): string {
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([
      log.updatedAt.getTime(),
      log.buildQuantities,
      log.passiveAttritionBp,
      log.passiveSpares,
      log.otherAttritionBp,
      log.otherSpares,
      log.buyUpLimitBp,
    ]),
  );
  for (const { line, updatedAtMs } of reads)
    hash.update(
      `|${line.id},${updatedAtMs},${line.part?.spuId ?? ''},${line.qty},${line.attritionBp ?? ''},` +
        `${line.attritionSpares ?? ''},${line.acceptBuyUp ? 1 : 0},${line.replacedRule ?? ''}`,
    );
  return `${reads.length}-${hash.digest('base64url').slice(0, 22)}`;
}

async function costedLog(db: Db, owner: BomOwner, bomId: number): Promise<BomLogRow> {
  const log = await findBomLog(db, owner, bomId);
  if (!log) throw new AppError('NOT_FOUND');
  if (log.jobState !== 'DONE') throw new AppError('BOM_NOT_COSTED');
  return log;
}

/**
 * A matched BOM costed at each of its build quantities (for the cart, substitutes and export calls too), held
 * for the page turns of qryBomCosting. Five statements after the BOM's own row: the rows' fingerprint, the lines
 * with their parts, their breaks and stock side by side, then the spot stock of every part a build may be short
 * of, asked while the lines are priced (a sixth only for a shortage it did not cover, which the costing's own
 * estimate never leaves).
 */
export async function bomCosting(
  deps: Pick<BomDeps, 'db' | 'readDb'>,
  owner: BomOwner,
  bomId: number,
  lang: Lang,
): Promise<BomCosting> {
  const log = await costedLog(deps.db, owner, bomId);
  // Read before the lines: a write in between makes the held costing newer than its fingerprint, never older.
  const fingerprint = await costingFingerprint(deps.db, owner, log.id);
  // The lines from the primary: a costing read right after a change must show it.
  const reads = await costingLines(deps.db, owner, log.id, lang);
  const settings: BuildSettingsRow = log;
  // The spot stock of every part a build may be short of is asked at once, and the lines are priced while
  // PostgreSQL answers; a shortage it did not cover is asked after (costing.ts, spotProbes).
  const asked = askSpotStock(
    deps.readDb,
    spotProbes(
      reads.map(({ line }) => line),
      settings,
    ),
  );
  // Awaited below; this keeps a failure while the lines are priced from going unhandled meanwhile.
  asked.catch(() => undefined);
  const amounts: CostingAmounts = [];
  const lines = reads.map(({ line }) => costLine(line, settings, amounts));
  const needs = spotNeeds(
    lines,
    reads.map(({ line }) => line.part),
  );
  const builds = buildTotals(lines, settings.buildQuantities, amounts);
  const version = costingVersion(log, reads);
  withSpotStock(lines, needs, await offersFor(deps.readDb, needs, await asked));
  const costing: BomCosting = {
    tenantBomLogId: String(log.id),
    bomName: log.bomName,
    version,
    settings: toBuildSettings(settings),
    builds,
    lines,
  };
  if (fingerprint !== null) heldCostingsOf(deps.db).hold(owner, lang, fingerprint, costing);
  return costing;
}

/**
 * qryBomCosting: the costing with the page of lines the body asks for. A body naming the version it pages
 * through is answered from that costing while the BOM is unchanged (costing/costing-held.ts); any other is costed.
 */
export async function qryBomCosting(
  deps: Pick<BomDeps, 'db' | 'readDb'>,
  staff: StaffContext,
  body: QryBomCostingBody,
  lang: Lang,
): Promise<BomCostingPage> {
  const owner = bomOwner(staff);
  const bomId = bodyId(body.tenantBomLogId);
  if (body.version !== undefined) {
    const fingerprint = await costingFingerprint(deps.db, owner, bomId);
    const held = fingerprint && heldCostingsOf(deps.db).find(owner, bomId, lang, body.version, fingerprint);
    if (held) return costingPage(held, body, body.detailIds);
  }
  return costingPage(await bomCosting(deps, owner, bomId, lang), body, body.detailIds);
}

/**
 * modifyBomBuild: the build quantities (kept ascending), the attrition defaults, the buy-up limit, and
 * accepting or declining every line's buy-ups, in one transaction; answers the new costing at the body's
 * page. A BOM still matching is refused before anything is written.
 */
export async function modifyBomBuild(
  deps: Pick<BomDeps, 'db' | 'readDb' | 'clock'>,
  staff: StaffContext,
  body: ModifyBomBuildBody,
  lang: Lang,
): Promise<BomCostingPage> {
  const owner = bomOwner(staff);
  const log = await costedLog(deps.db, owner, bodyId(body.tenantBomLogId));
  const now = deps.clock.now();
  const patch: Partial<BuildSettingsRow> = {
    ...(body.buildQuantities ? { buildQuantities: [...body.buildQuantities].sort((a, b) => a - b) } : {}),
    ...(body.attrition
      ? {
          passiveAttritionBp: percentToBp(body.attrition.chipPassive.percent),
          passiveSpares: body.attrition.chipPassive.spares,
          otherAttritionBp: percentToBp(body.attrition.other.percent),
          otherSpares: body.attrition.other.spares,
        }
      : {}),
    ...(body.buyUpLimitPercent === undefined ? {} : { buyUpLimitBp: percentToBp(body.buyUpLimitPercent) }),
  };
  await deps.db.transaction(async (tx) => {
    if (!(await updateBuildSettings(tx, owner, log.id, patch, now))) throw new AppError('NOT_FOUND');
    if (body.acceptAllBuyUps !== undefined) await setAllBuyUps(tx, owner, log.id, body.acceptAllBuyUps, now);
  });
  return costingPage(await bomCosting(deps, owner, log.id, lang), body);
}

/**
 * Chooses substitutes for lines of the owner's BOM (chooseBomSubstitutes): each line takes its part with rule
 * `substitute` and remembers the part it had (a line with a substitute already keeps its first original).
 * The caller checked the parts are drop-in substitutes; lines not of this BOM are left alone.
 */
export async function applySubstitutes(
  db: Db,
  owner: BomOwner,
  bomId: number,
  choices: { detailId: number; productId: number }[],
): Promise<void> {
  if (!choices.length) return;
  await db.transaction(async (tx) => {
    await writeSubstitutes(tx, owner, bomId, choices, new Date());
  });
}
