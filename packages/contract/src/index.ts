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
export * from './rules/build-quantity.js';
export * from './rules/feedback-form.js';
export * from './rules/order-status.js';
export * from './rules/order-amounts.js';
export * from './account/account.schemas.js';
export * from './system/system.schemas.js';
export * from './catalog/catalog.schemas.js';
export * from './catalog/spot-stock.schemas.js';
export * from './catalog/parametric.schemas.js';
export * from './catalog/home-parts.schemas.js';
export * from './catalog/substitutes.schemas.js';
export * from './account/shipping-address.schemas.js';
export * from './order/order.schemas.js';
export * from './order/order-create.schemas.js';
export * from './order/shipment.schemas.js';
export * from './order/payment.schemas.js';
export * from './order/order.constants.js';
export * from './cart/cart.schemas.js';
export * from './bom/bom.schemas.js';
export * from './bom/bom-sheet.schemas.js';
export * from './bom/bom-costing.schemas.js';
export * from './bom/bom-attrition.schemas.js';
export * from './sample/sample.schemas.js';
export * from './brand/brand.schemas.js';
export * from './rules/customized-request.js';
export * from './message/message.schemas.js';
export * from './help/help.schemas.js';
export * from './rules/enquiry-line.js';
export * from './rules/enquiry-paste.js';
export * from './enquiry/enquiry.schemas.js';
export * from './rules/credit-code.js';
export * from './rules/registration.js';
export * from './rules/price-break-edit.js';
export * from './register/register.schemas.js';
export * from './texts/index.js';
export * from './mail/index.js';
export * from './api-docs.js';
export * from './buyer-api/index.js';

import type { CallDef } from './call.js';
import { accountCalls } from './account/account.calls.js';
import { systemCalls } from './system/system.calls.js';
import { catalogCalls } from './catalog/catalog.calls.js';
import { orderCalls } from './order/order.calls.js';
import { cartCalls } from './cart/cart.calls.js';
import { bomCalls } from './bom/bom.calls.js';
import { sampleCalls } from './sample/sample.calls.js';
import { enquiryCalls } from './enquiry/enquiry.calls.js';
import { brandCalls } from './brand/brand.calls.js';
import { messageCalls } from './message/message.calls.js';
import { helpCalls } from './help/help.calls.js';
import { registerCalls } from './register/register.calls.js';
import { mailCalls } from './mail/mail.calls.js';
import { apiKeyCalls } from './buyer-api/api-keys.calls.js';

/** Every call of the API, by domain. The server binds each; the web client is typed by them. */
export const contract = {
  account: accountCalls,
  system: systemCalls,
  catalog: catalogCalls,
  cart: cartCalls,
  order: orderCalls,
  bom: bomCalls,
  sample: sampleCalls,
  enquiry: enquiryCalls,
  brand: brandCalls,
  message: messageCalls,
  help: helpCalls,
  register: registerCalls,
  mail: mailCalls,
  apiKey: apiKeyCalls,
} as const;

/** Every call as a flat list (documentation, robustness tests). */
export const ALL_CALLS: readonly CallDef[] = Object.values(contract).flatMap((group) =>
  Object.values<CallDef>(group as Record<string, CallDef>),
);
