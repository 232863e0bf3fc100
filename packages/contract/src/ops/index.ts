// The operator console's part of the contract, a separate entry point (`@emall/contract/ops`): the buyer's
// app never imports it, so its bundle carries none of the console (decision 60).
import type { CallDef } from '../call.js';
import { opsAuthCalls } from './ops-auth.calls.js';
import { opsOrderCalls } from './ops-order.calls.js';
import { opsEnquiryCalls } from './ops-enquiry.calls.js';
import { opsSampleCalls } from './ops-sample.calls.js';
import { opsRegistrationCalls } from './ops-registration.calls.js';
import { opsCatalogCalls } from './ops-catalog.calls.js';
import { opsContentCalls } from './ops-content.calls.js';
import { opsDashboardCalls } from './ops-dashboard.calls.js';
import { opsMessageCalls } from './ops-message.calls.js';
import { opsLeadCalls } from './ops-lead.calls.js';
import { opsBrandCalls } from './ops-brand.calls.js';
import { opsMailCalls } from '../mail/mail-ops.calls.js';

export * from './ops-auth.schemas.js';
export * from './ops-sample.schemas.js';
export * from './ops-dashboard.schemas.js';
export * from './ops-message.schemas.js';
export * from './ops-enquiry.schemas.js';
export * from './ops-registration.schemas.js';
export * from './ops-content.schemas.js';
export * from './ops-order.schemas.js';
export * from './ops-catalog.schemas.js';
export * from './ops-lead.schemas.js';
export * from './ops-brand.schemas.js';

/** Every call of the operator console, by area; all under /api/emall/ops/. */
export const opsContract = {
  opsAuth: opsAuthCalls,
  opsOrder: opsOrderCalls,
  opsEnquiry: opsEnquiryCalls,
  opsSample: opsSampleCalls,
  opsRegistration: opsRegistrationCalls,
  opsCatalog: opsCatalogCalls,
  opsContent: opsContentCalls,
  opsDashboard: opsDashboardCalls,
  opsMessage: opsMessageCalls,
  opsLead: opsLeadCalls,
  opsBrand: opsBrandCalls,
  opsMail: opsMailCalls,
} as const;

export const ALL_OPS_CALLS: readonly CallDef[] = Object.values(opsContract).flatMap((group) =>
  Object.values<CallDef>(group as Record<string, CallDef>),
);
