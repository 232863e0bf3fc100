import { defineCall, emptyBodySchema, fileDownloadSchema } from '../call.js';
import {
  addShopCartAnswerSchema,
  addShopCartBodySchema,
  cartCountSchema,
  cartLineSchema,
  cartStateSchema,
  changeShopCartBodySchema,
  changeShopCartMfrBodySchema,
  changeStatusAnswerSchema,
  changeStatusBodySchema,
  custPnAnswerSchema,
  custPnImportAnswerSchema,
  delShopCartAnswerSchema,
  delShopCartBodySchema,
  downloadBodySchema,
  qryShopInfoBodySchema,
  shopCartExportBodySchema,
} from './cart.schemas.js';

/**
 * The shopping cart (docs/api.md, "cart"). A cart belongs to one staff member acting for their first managed
 * tenant; every call reads and writes only the caller's own lines, and prices come from the catalog.
 */
export const cartCalls = {
  qryShopCart: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/qryShopCart',
    auth: 'session',
    body: emptyBodySchema,
    answer: cartStateSchema,
    summary: "The caller's cart: every line priced at its quantity's break, newest first, with the totals.",
  }),
  addShopCart: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/addShopCart',
    auth: 'session',
    body: addShopCartBodySchema,
    answer: addShopCartAnswerSchema,
    summary:
      'Adds a product (a product already in the cart gets the quantities added); quantity rules and the cart capacity apply.',
  }),
  changeShopCart: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/changeShopCart',
    auth: 'session',
    body: changeShopCartBodySchema,
    answer: cartLineSchema,
    summary: "Changes a line's quantity under the quantity rules; answers the line repriced.",
  }),
  delShopCart: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/delShopCart',
    auth: 'session',
    body: delShopCartBodySchema,
    answer: delShopCartAnswerSchema,
    summary: "Deletes the caller's lines of spuId or spuIds; 404 when none of them is in the cart.",
  }),
  changeShopCartMfr: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/changeShopCartMfr',
    auth: 'session',
    body: changeShopCartMfrBodySchema,
    answer: custPnAnswerSchema,
    summary: "Sets a line's custom part number (at most 35 characters); empty clears it.",
  }),
  changeStatus: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/changeStatus',
    auth: 'session',
    body: changeStatusBodySchema,
    answer: changeStatusAnswerSchema,
    summary: "Selects (isSelected T) or unselects (F) the caller's lines of spuId or spuIds.",
  }),
  qryShopInfo: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/qryShopInfo',
    auth: 'session',
    body: qryShopInfoBodySchema,
    answer: cartStateSchema,
    summary:
      'The selected lines (or the lines of spuIds), priced, for the order confirmation; hasShortage is of these lines.',
  }),
  qryMfrPnQty: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/qryMfrPnQty',
    auth: 'session',
    body: emptyBodySchema,
    answer: cartCountSchema,
    summary: 'The number of lines in the cart (the cart badge).',
  }),
  shopCartExport: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/shopCartExport',
    auth: 'session',
    body: shopCartExportBodySchema,
    answer: fileDownloadSchema,
    summary:
      'An .xlsx of the lines of spuIds: brand, part number, custom part number, price, quantity, amount (taxFlag T: with tax). Form post or JSON.',
  }),
  batchImportCustPns: defineCall({
    method: 'POST',
    path: '/api/emall/ess/psm/shopCart/batchImportCustPns',
    auth: 'session',
    body: emptyBodySchema,
    answer: custPnImportAnswerSchema,
    summary:
      'Multipart upload of an .xls/.xlsx (the template) setting custom part numbers of cart lines by part number (and brand).',
  }),
  download: defineCall({
    method: 'GET',
    path: '/api/emall/ess/upload/download',
    auth: 'session',
    body: downloadBodySchema,
    answer: fileDownloadSchema,
    summary: 'A named template (filePath=template/…, see CUST_PN_TEMPLATES); any other name answers 404.',
  }),
} as const;
