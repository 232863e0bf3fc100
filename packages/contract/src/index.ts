export * from './lang.js';
export * from './constants.js';
export * from './errors.js';
export * from './call.js';
export * from './rules/password.js';
export * from './rules/part-number.js';
export * from './rules/keyword-split.js';
export * from './rules/quantity.js';
export * from './rules/money.js';
export * from './rules/price-breaks.js';
export * from './rules/delivery.js';
export * from './rules/feedback-form.js';
export * from './account/account.schemas.js';
export * from './system/system.schemas.js';
export * from './catalog/catalog.schemas.js';
export * from './catalog/spot-stock.schemas.js';
export * from './texts/index.js';
export * from './api-docs.js';

import type { CallDef } from './call.js';
import { accountCalls } from './account/account.calls.js';
import { systemCalls } from './system/system.calls.js';
import { catalogCalls } from './catalog/catalog.calls.js';

/** Every call of the API, by domain. The server binds each; the web client is typed by them. */
export const contract = {
  account: accountCalls,
  system: systemCalls,
  catalog: catalogCalls,
} as const;

/** Every call as a flat list (documentation, robustness tests). */
export const ALL_CALLS: readonly CallDef[] = Object.values(contract).flatMap((group) =>
  Object.values<CallDef>(group as Record<string, CallDef>),
);
