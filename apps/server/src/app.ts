import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '@emall/contract';
import { mailSettingsOf, type Config } from './config.js';
import type { AccountDeps } from './domains/account/account.settings.js';
import { registerAccountRoutes } from './domains/account/account.routes.js';
import { resolveSession } from './domains/account/session-check.service.js';
import { registerSystemRoutes } from './domains/system/system.routes.js';
import { registerCatalogRoutes } from './domains/catalog/catalog.routes.js';
import { installSearchLog } from './domains/catalog/search/search-log.service.js';
import { registerCartRoutes } from './domains/cart/cart.routes.js';
import { registerOrderRoutes } from './domains/order/order.routes.js';
import { registerBomRoutes } from './domains/bom/bom.routes.js';
import { bomLineCandidates } from './domains/bom/bom-candidates.service.js';
import { registerBomBuyingRoutes } from './domains/bom/bom-buying.routes.js';
import { addManyToCart } from './domains/cart/cart-add.service.js';
import { registerSampleRoutes } from './domains/sample/sample.routes.js';
import { registerEnquiryRoutes } from './domains/enquiry/enquiry.routes.js';
import { registerMessaging } from './domains/message/message.install.js';
import { registerBrandSiteRoutes } from './domains/brand-site/brand-site.routes.js';
import { registerHelpRoutes } from './domains/help/help.routes.js';
import { registerRegistrationRoutes } from './domains/registration/registration.routes.js';
import { registerOperatorRoutes } from './domains/operator/operator.routes.js';
import { resolveOperatorSession } from './domains/operator/operator-auth.service.js';
import { registerOrderOpsRoutes } from './domains/order/order-ops.routes.js';
import { registerEnquiryOpsRoutes } from './domains/enquiry/enquiry-ops.routes.js';
import { registerSampleOpsRoutes } from './domains/sample/sample-ops.routes.js';
import { registerRegistrationOpsRoutes } from './domains/registration/registration-ops.routes.js';
import { registerCatalogOpsRoutes } from './domains/catalog/ops/ops.routes.js';
import { registerBrandOpsRoutes } from './domains/catalog/ops/ops-brand.routes.js';
import { registerContentOpsRoutes } from './domains/system/content-ops.routes.js';
import { registerHelpOpsRoutes } from './domains/help/help-ops.routes.js';
import { registerMessageOpsRoutes } from './domains/message/message-ops.routes.js';
import { registerDashboardOpsRoutes } from './domains/dashboard/dashboard-ops.routes.js';
import { registerBrandSiteOpsRoutes } from './domains/brand-site/brand-site-ops.routes.js';
import { registerFeedbackOpsRoutes } from './domains/message/feedback-ops.routes.js';
import { registerBuyerApi } from './domains/buyer-api/buyer-api.install.js';
import type { CheckedKey } from './domains/buyer-api/buyer-api.settings.js';
import { systemClock, type Clock } from './platform/clock.js';
import { installCompression } from './platform/compression.js';
import { installCsrf } from './platform/csrf.js';
import { installRepeatLimits } from './platform/repeat-limits.js';
import { installReadLimits } from './platform/read-limits.js';
import type { Database } from './platform/db.js';
import { installErrorHandling } from './platform/envelope.js';
import { registerHealthRoutes } from './platform/health.js';
import { registerMailRoutes } from './domains/mail/mail.routes.js';
import { registerMailOpsRoutes } from './domains/mail/mail-ops.routes.js';
import { mailDepsOf } from './domains/mail/mail.settings.js';
import { enqueuePasswordChangedMail, mailOutboxCounts } from './domains/mail/mail.service.js';
import { BackgroundWork } from './platform/background-work.js';
import { CheckedSessions, forgetTogether } from './platform/checked-sessions.js';
import { listenForSessionChanges, type AppliedSessionChange } from './platform/session-changes.js';
import { parseTurnsFrom } from './platform/spreadsheet.js';
import { installUploads } from './platform/uploads.js';
import { registerApiDocsRoute } from './platform/api-docs-route.js';
import { installJsonBodies } from './platform/json-bodies.js';
import { installFormBodies } from './platform/form-bodies.js';
import type { OperatorContext, StaffContext } from './platform/request-context.js';
import { installSecurityHeaders } from './platform/security-headers.js';
import { installSessionContext } from './platform/session-cookie.js';
import { installOpsSessionContext } from './platform/ops-session-cookie.js';
import { installWebApp } from './platform/web-static.js';

export interface AppDeps {
  database: Database;
  config: Config;
  clock?: Clock;
  /** Start-time work main.ts runs after listening; /api/health names what is still running. */
  background?: BackgroundWork;
  /** Called after this copy applied a session change announced through the database (tests wait on it). */
  onSessionChange?: (change: AppliedSessionChange) => void;
}

function trustProxySetting(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

const REQUEST_ID_PATTERN = /^[\w.:-]{8,64}$/;

/** The default location of the built web app: the workspace's apps/web/dist, from source or bundle. */
function defaultWebDist(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '..', '..', 'web', 'dist');
}

/** Builds the whole server without listening: main.ts listens, tests use `inject`. */
export async function buildApp({
  database,
  config,
  clock = systemClock,
  background = new BackgroundWork(),
  onSessionChange,
}: AppDeps): Promise<FastifyInstance> {
  const https = config.PUBLIC_URL?.startsWith('https://') ?? false;
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    // One line per request, written in onResponse below, instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: (req) => {
      const given = req.headers[REQUEST_ID_HEADER];
      return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
    },
  });
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
  });
  installErrorHandling(app);
  installJsonBodies(app);
  installFormBodies(app);
  await installSecurityHeaders(app, { https });
  await installCompression(app);
  await app.register(fastifyCookie);
  await installUploads(app, config.UPLOAD_MAX_BYTES, parseTurnsFrom(config, clock));

  // One cache of checked sessions per copy and kind, emptied by the changes any copy announces.
  const sessionCache = {
    maxEntries: config.SESSION_CACHE_ENTRIES,
    ttlMs: config.SESSION_CACHE_SECONDS * 1000,
  };
  const checkedSessions = {
    staff: new CheckedSessions<StaffContext>(sessionCache),
    operator: new CheckedSessions<OperatorContext>(sessionCache),
  };
  // The buyer API's keys act as their staff member: held as long, forgotten by the same announcements.
  const checkedKeys = new CheckedSessions<CheckedKey>(sessionCache);
  const stopSessionChanges = await listenForSessionChanges(
    database,
    { staff: forgetTogether(checkedSessions.staff, checkedKeys), operator: checkedSessions.operator },
    onSessionChange,
  );
  app.addHook('onClose', async () => {
    await stopSessionChanges();
  });
  const accountDeps: AccountDeps = {
    db: database.db,
    clock,
    sessionTtl: config.SESSION_TTL,
    sessionMaxAge: config.SESSION_MAX_AGE,
    checkedSessions: checkedSessions.staff,
    secureCookies: https,
    testCaptcha: config.NODE_ENV === 'production' ? undefined : config.EMALL_TEST_CAPTCHA,
    onPasswordChanged: enqueuePasswordChangedMail,
  };
  installSessionContext(app, (key) => resolveSession(accountDeps, key));
  const operatorDeps = {
    db: database.db,
    clock,
    account: accountDeps,
    checkedSessions: checkedSessions.operator,
  };
  installOpsSessionContext(app, (key) => resolveOperatorSession(operatorDeps, key));
  if (config.REPEAT_LIMITS === 'on') installRepeatLimits(app, clock);
  installReadLimits(app, config.CATALOG_READS_IN_FLIGHT);
  installCsrf(app, {
    secureCookies: https,
    publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : undefined,
    allowedOrigins: config.EMALL_WS_ALLOWED_ORIGINS,
  });

  const checkAnswers = config.EMALL_CHECK_ANSWERS
    ? config.EMALL_CHECK_ANSWERS === 'true'
    : config.NODE_ENV !== 'production';
  const bind = { checkAnswers };
  registerHealthRoutes(app, database, background, () => mailOutboxCounts(database.db));
  registerApiDocsRoute(app);
  registerAccountRoutes(app, accountDeps, bind);
  registerSystemRoutes(app, { db: database.db, clock }, bind);
  // The search log (the dashboard's no-result searches) writes to the primary; catalog reads use the replica.
  installSearchLog(app, { db: database.db, clock });
  // The search call with a detailId answers a BOM line: the bom domain's, handed in (it sits above the catalog).
  // The catalog reads on their own pool with a statement time limit (platform/db.ts).
  registerCatalogRoutes(app, { readDb: database.catalogDb, bomLineCandidates }, bind);
  registerCartRoutes(app, { db: database.db, readDb: database.readDb, clock }, bind);
  registerOrderRoutes(app, { db: database.db, readDb: database.readDb, clock, account: accountDeps }, bind);
  const bomJobs = registerBomRoutes(app, { db: database.db, readDb: database.readDb, clock }, bind);
  // Buying from a costed BOM writes the cart, which sits above the BOM: the cart's own add is handed in.
  registerBomBuyingRoutes(app, { db: database.db, readDb: database.readDb, clock, addManyToCart }, bind);
  registerSampleRoutes(app, { db: database.db, readDb: database.readDb, clock, account: accountDeps }, bind);
  registerEnquiryRoutes(app, { db: database.db, readDb: database.readDb, clock, account: accountDeps }, bind);
  await registerMessaging(
    app,
    {
      database,
      clock,
      account: accountDeps,
      feedbackLimits: {
        perUser: { limit: config.EMALL_FEEDBACK_USER_LIMIT, minutes: config.EMALL_FEEDBACK_USER_MINUTES },
        perAddress: {
          limit: config.EMALL_FEEDBACK_ADDRESS_LIMIT,
          minutes: config.EMALL_FEEDBACK_ADDRESS_MINUTES,
        },
      },
      allowedOrigins: config.EMALL_WS_ALLOWED_ORIGINS,
      publicUrl: config.PUBLIC_URL,
      heartbeatMs: config.EMALL_WS_HEARTBEAT_MS,
    },
    bind,
  );
  registerBrandSiteRoutes(app, { db: database.db, readDb: database.readDb, clock }, bind);
  registerHelpRoutes(app, { readDb: database.readDb }, bind);
  registerRegistrationRoutes(app, { db: database.db, clock, account: accountDeps }, bind);
  // The operator console's calls (docs/operator-console.md): each domain binds its own under /api/emall/ops/.
  registerOperatorRoutes(app, operatorDeps, bind);
  const opsDeps = { db: database.db, readDb: database.readDb, clock, account: accountDeps };
  registerOrderOpsRoutes(app, opsDeps, bind);
  registerEnquiryOpsRoutes(app, opsDeps, bind);
  registerSampleOpsRoutes(app, opsDeps, bind);
  registerRegistrationOpsRoutes(app, opsDeps, bind);
  registerCatalogOpsRoutes(app, opsDeps, bind);
  registerBrandOpsRoutes(app, opsDeps, bind);
  registerContentOpsRoutes(app, opsDeps, bind);
  registerHelpOpsRoutes(app, opsDeps, bind);
  registerMessageOpsRoutes(app, opsDeps, bind);
  registerDashboardOpsRoutes(app, opsDeps, bind);
  registerBrandSiteOpsRoutes(app, opsDeps, bind);
  registerFeedbackOpsRoutes(app, opsDeps, bind);
  const mailDeps = mailDepsOf(mailSettingsOf(config), database.db, clock);
  registerMailRoutes(app, mailDeps, bind);
  registerMailOpsRoutes(app, mailDeps, bind);
  await registerBuyerApi(app, { ...opsDeps, catalogDb: database.catalogDb, bomJobs, checkedKeys }, bind);
  await installWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist());
  return app;
}
