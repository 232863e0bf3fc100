import type { FastifyInstance } from 'fastify';
import { contract, type CallDef } from '@emall/contract';
import { AppError } from './app-error.js';
import type { Clock } from './clock.js';

/**
 * How often a buyer (by staff member) or a visitor (by address) may repeat a write: at most `max` calls in any
 * `seconds`, else 429 TOO_MANY_REQUESTS with the seconds to wait. Calls that create records someone must read
 * (enquiries, orders, sample requests) are held tightest; edits of one's own cart or BOM only against scripts.
 * Registration, feedback, brand requests and logins keep their own stricter windows in the database; these
 * windows are counted in each server copy's memory (N copies allow N times as many: still bounded).
 */
interface RepeatLimit {
  call: CallDef;
  max: number;
  seconds: number;
  /** Counted per address even for a logged-in caller (the call comes before any login). */
  byAddress?: boolean;
}

const MINUTE = 60;
const { account, system, cart, sample, order, enquiry, bom, message, apiKey } = contract;

export const REPEAT_LIMITS: readonly RepeatLimit[] = [
  { call: account.getEmallValidPath, max: 60, seconds: MINUTE, byAddress: true },
  { call: enquiry.createEnquiry, max: 10, seconds: 10 * MINUTE },
  { call: enquiry.createEnquiryFromBom, max: 10, seconds: 10 * MINUTE },
  { call: order.createOrderList, max: 20, seconds: 10 * MINUTE },
  { call: sample.createFreeSampleReq, max: 10, seconds: 10 * MINUTE },
  { call: order.uploadPaymentProof, max: 20, seconds: 10 * MINUTE },
  { call: sample.modifyFreeSampleReqForFeedback, max: 20, seconds: 10 * MINUTE },
  { call: account.addShippingAddress, max: 20, seconds: 10 * MINUTE },
  { call: account.emallModifyPwd, max: 10, seconds: 10 * MINUTE },
  // Each confirmation starts a matching job over the whole BOM.
  { call: bom.confirmBomMapping, max: 30, seconds: 10 * MINUTE },
  { call: system.addActionLog, max: 600, seconds: MINUTE },
  // Each key is a secret someone must keep or revoke: a script that loops on it must not fill the tenant's list.
  { call: apiKey.createApiKey, max: 10, seconds: 10 * MINUTE },
  ...[
    cart.addShopCart,
    cart.changeShopCart,
    cart.delShopCart,
    cart.changeShopCartMfr,
    cart.changeStatus,
    cart.batchImportCustPns,
    sample.addSampleToCart,
    sample.delSampleFromCart,
    sample.changeCntByKey,
    bom.addBomDetail,
    bom.modifyBomDetail,
    bom.modifybomlog,
    bom.modifyBomBuild,
    bom.addBomToCart,
    bom.chooseBomSubstitutes,
    order.updateCustOrderNo,
    order.updateCustPn,
    enquiry.cancelEnquiry,
    enquiry.addQuotedToCart,
    message.modifyMessage,
    account.modifyShippingAddress,
    account.changeLang,
  ].map((call) => ({ call, max: 120, seconds: MINUTE })),
];

/** Windows kept at most; beyond, the oldest callers are forgotten (a flood of addresses cannot grow memory). */
const MAX_KEYS = 100_000;

export function installRepeatLimits(app: FastifyInstance, clock: Clock, limits = REPEAT_LIMITS): void {
  const byPath = new Map(limits.map((l) => [l.call.path, l]));
  const seen = new Map<string, number[]>();
  app.addHook('preHandler', (request, _reply, done) => {
    const limit = byPath.get(request.routeOptions.url ?? '');
    if (!limit) {
      done();
      return;
    }
    const who = !limit.byAddress && request.staff ? `staff:${request.staff.staffId}` : `ip:${request.ip}`;
    const key = `${limit.call.path}|${who}`;
    const now = clock.now().getTime();
    const since = now - limit.seconds * 1000;
    const times = (seen.get(key) ?? []).filter((t) => t > since);
    if (times.length >= limit.max) {
      const wait = Math.max(1, Math.ceil(((times[0] ?? now) - since) / 1000));
      done(new AppError('TOO_MANY_REQUESTS', { seconds: wait }));
      return;
    }
    times.push(now);
    seen.delete(key);
    seen.set(key, times);
    if (seen.size > MAX_KEYS) {
      const oldest = seen.keys().next().value;
      if (oldest !== undefined) seen.delete(oldest);
    }
    done();
  });
}
