import type { FastifyInstance } from 'fastify';
import { contract } from '@emall/contract';
import { bindCall, type BindOptions } from '../../platform/bind-call.js';
import {
  brandPageContent,
  brandProductPage,
  brandSite,
  submitCustomizedRequest,
} from './brand-site.service.js';
import type { BrandSiteDeps } from './brand-site.settings.js';

const calls = contract.brand;

/** The Ruisa brand site (landing pages, docs/brand-site.md): public reads and the guarded contact form. */
export function registerBrandSiteRoutes(
  app: FastifyInstance,
  deps: BrandSiteDeps,
  options: BindOptions,
): void {
  bindCall(app, calls.qryBrandSite, ({ lang }) => brandSite(deps, lang), options);
  bindCall(
    app,
    calls.qryBrandProduct,
    ({ lang, body }) => brandProductPage(deps, lang, body.productCode),
    options,
  );
  bindCall(app, calls.qryBrandPage, ({ lang, body }) => brandPageContent(deps, lang, body.pageCode), options);
  bindCall(
    app,
    calls.submitCustomizedRequest,
    ({ lang, staff, body, request }) =>
      submitCustomizedRequest(deps, lang, staff, body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    options,
  );
}
