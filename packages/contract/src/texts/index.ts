import type { TextCatalogue } from './text-catalogue.js';
import { commonTexts } from './common.texts.js';
import { frameTexts } from './frame.texts.js';
import { phoneTexts } from './phone.texts.js';
import { pageMetaTexts } from './page-meta.texts.js';
import { authTexts } from './auth.texts.js';
import { memberTexts } from './member.texts.js';
import { homeTexts } from './home.texts.js';
import { errorTexts } from './error.texts.js';
import { rulesTexts } from './rules.texts.js';
import { productTexts } from './product.texts.js';
import { searchTexts } from './search.texts.js';
import { catalogBrowseTexts } from './catalog-browse.texts.js';
import { searchReadingTexts } from './search-reading.texts.js';
import { productPageTexts } from './product-page.texts.js';
import { globalTexts } from './global.texts.js';
import { homeExtraTexts } from './home-extra.texts.js';
import { orderTexts } from './order.texts.js';
import { cartTexts } from './cart.texts.js';
import { checkoutTexts } from './checkout.texts.js';
import { myOrdersTexts } from './my-orders.texts.js';
import { bomTexts } from './bom.texts.js';
import { bomCostingTexts } from './bom-costing.texts.js';
import { bomSheetExportTexts } from './bom-sheet-export.texts.js';
import { sampleTexts } from './sample.texts.js';
import { sampleScreenTexts } from './sample-screens.texts.js';
import { helpTexts } from './help.texts.js';
import { enquiryTexts } from './enquiry.texts.js';
import { brandTexts } from './brand.texts.js';
import { messageTexts } from './message.texts.js';
import { messageScreenTexts } from './message-screens.texts.js';
import { registerTexts } from './register.texts.js';
import { opsTexts } from './ops.texts.js';
import { opsOrdersTexts } from './ops-orders.texts.js';
import { opsEnquiriesTexts } from './ops-enquiries.texts.js';
import { opsSamplesTexts } from './ops-samples.texts.js';
import { opsRegistrationsTexts } from './ops-registrations.texts.js';
import { opsCatalogTexts } from './ops-catalog.texts.js';
import { opsBrandsTexts } from './ops-brands.texts.js';
import { opsContentTexts } from './ops-content.texts.js';
import { opsDashboardTexts } from './ops-dashboard.texts.js';
import { opsMessagesTexts } from './ops-messages.texts.js';
import { opsLeadsTexts } from './ops-leads.texts.js';
import { mailTexts } from './mail.texts.js';
import { apiKeysTexts } from './api-keys.texts.js';

export type { TextCatalogue } from './text-catalogue.js';

/**
 * Every user-visible text of the web app, by key, in the three languages. The server seeds its text
 * table from this catalogue and serves it (qryI18nTexts); the web app renders only keys,
 * and a test fails when a key used by the app is missing here.
 */
export const TEXTS: TextCatalogue = {
  ...commonTexts,
  ...frameTexts,
  ...phoneTexts,
  ...pageMetaTexts,
  ...authTexts,
  ...memberTexts,
  ...productTexts,
  ...homeTexts,
  ...errorTexts,
  ...rulesTexts,
  ...searchTexts,
  ...catalogBrowseTexts,
  ...searchReadingTexts,
  ...productPageTexts,
  ...globalTexts,
  ...homeExtraTexts,
  ...orderTexts,
  ...cartTexts,
  ...checkoutTexts,
  ...myOrdersTexts,
  ...bomTexts,
  ...bomCostingTexts,
  ...bomSheetExportTexts,
  ...sampleTexts,
  ...sampleScreenTexts,
  ...helpTexts,
  ...enquiryTexts,
  ...brandTexts,
  ...messageTexts,
  ...messageScreenTexts,
  ...registerTexts,
  // The operator console (docs/operator-console.md): served with the shop's texts, so its translations are
  // edited alike.
  ...opsTexts,
  ...opsOrdersTexts,
  ...opsEnquiriesTexts,
  ...opsSamplesTexts,
  ...opsRegistrationsTexts,
  ...opsCatalogTexts,
  ...opsBrandsTexts,
  ...opsContentTexts,
  ...opsDashboardTexts,
  ...opsMessagesTexts,
  ...opsLeadsTexts,
  ...mailTexts,
  ...apiKeysTexts,
};
