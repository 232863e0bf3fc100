import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import { addBomToCart, type BomCartDeps } from './bom-cart.service.js';
import { exportBomCosting } from './bom-costing-export.js';
import { chooseBomSubstitutes } from './bom-substitutes.service.js';

const calls = contract.bom;

/**
 * Buying from a costed BOM (docs/bom-costing.md): the lines into the cart, the costed sheet, the cheapest
 * substitutes for short lines. The cart's batch add is handed in (`deps.addManyToCart`): the cart sits
 * above the BOM.
 */
export function registerBomBuyingRoutes(app: FastifyInstance, deps: BomCartDeps, options: BindOptions): void {
  bindCall(
    app,
    calls.addBomToCart,
    ({ staff, lang, body }) => addBomToCart(deps, staff, lang, body),
    options,
  );
  bindCall(
    app,
    calls.exportBomCosting,
    ({ staff, lang, body }) => exportBomCosting(deps, staff, lang, body),
    options,
  );
  bindCall(
    app,
    calls.chooseBomSubstitutes,
    ({ staff, lang, body }) => chooseBomSubstitutes(deps, staff, lang, body),
    options,
  );
}
