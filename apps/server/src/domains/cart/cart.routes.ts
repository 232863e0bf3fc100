import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { readUploadedFile } from '../../platform/uploads.js';
import { cartCount, cartState, shopInfo, type CartDeps } from './cart.service.js';
import {
  addToCart,
  changeCustPn,
  changeQuantity,
  changeSelection,
  deleteFromCart,
} from './cart-write.service.js';
import { addQuotedToCart } from './cart-quote.service.js';
import { exportCart } from './cart-export.js';
import { importCustPns } from './cart-import.js';
import { templateFile } from './cart-templates.js';

const calls = contract.cart;

/** Cart calls (docs/api.md): all need a session; each acts on the caller's own cart only. */
export function registerCartRoutes(app: FastifyInstance, deps: CartDeps, options: BindOptions): void {
  bindCall(app, calls.qryShopCart, ({ staff, lang }) => cartState(deps, staff, lang), options);
  bindCall(app, calls.addShopCart, ({ staff, lang, body }) => addToCart(deps, staff, lang, body), options);
  bindCall(
    app,
    calls.changeShopCart,
    ({ staff, lang, body }) => changeQuantity(deps, staff, lang, body),
    options,
  );
  bindCall(app, calls.delShopCart, ({ staff, body }) => deleteFromCart(deps, staff, body.spuIds), options);
  bindCall(app, calls.changeShopCartMfr, ({ staff, body }) => changeCustPn(deps, staff, body), options);
  bindCall(app, calls.changeStatus, ({ staff, body }) => changeSelection(deps, staff, body), options);
  bindCall(
    app,
    calls.qryShopInfo,
    ({ staff, lang, body }) => shopInfo(deps, staff, lang, body?.spuIds),
    options,
  );
  bindCall(app, calls.qryMfrPnQty, ({ staff }) => cartCount(deps, staff), options);
  bindCall(
    app,
    calls.shopCartExport,
    ({ staff, lang, body }) => exportCart(deps, staff, lang, body),
    options,
  );
  bindCall(
    app,
    calls.batchImportCustPns,
    async ({ staff, lang, request }) => importCustPns(deps, staff, lang, await readUploadedFile(request)),
    options,
  );
  bindCall(app, calls.download, ({ body }) => Promise.resolve(templateFile(body.filePath)), options);
  // An enquiry call, bound here because it writes the cart: the cart sits above the enquiry, never below.
  bindCall(
    app,
    contract.enquiry.addQuotedToCart,
    ({ staff, lang, body }) => addQuotedToCart(deps, staff, lang, body),
    options,
  );
}
