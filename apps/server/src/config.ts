import { z } from 'zod';

const durationSeconds = z.coerce.number().int().positive();

/** Every setting comes from the environment, validated once at start (docs/operations.md, "Configuration"). */
const configSchema = z
  .object({
    NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
    HOST: z.string().default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /**
     * The catalog's reads (search, suggestions, category pages, product pages) run on a pool of their own, so a
     * flood of searches cannot take the connections carts and checkout need, and each statement there is
     * cancelled after CATALOG_STATEMENT_TIMEOUT_MS (0: never). PostgreSQL only: the embedded database is one
     * connection.
     */
    CATALOG_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(6),
    /**
     * Keyword searches, suggestions, category pages and substitutes one session (or one address, logged out) may
     * have in flight in one copy (platform/read-limits.ts); a browser needs two or three.
     */
    CATALOG_READS_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(4),
    CATALOG_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
    PUBLIC_URL: z.url().optional(),
    /**
     * Which proxies may set X-Forwarded-For (client addresses drive login throttling): 'true', 'false',
     * or addresses and ranges for proxy-addr ('loopback', '10.0.0.0/8', ...). Default: a proxy on this machine.
     */
    TRUST_PROXY: z.string().min(1).default('loopback'),
    /**
     * How often buyers and visitors may repeat a write (platform/repeat-limits.ts): 'on', or 'off' for tests
     * that drive many calls from one address in a frozen clock.
     */
    REPEAT_LIMITS: z.enum(['on', 'off']).default('on'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Idle lifetime of a session, seconds (default 2 hours). */
    SESSION_TTL: durationSeconds.default(7200),
    /** Absolute lifetime of a session, seconds (default 7 days). */
    SESSION_MAX_AGE: durationSeconds.default(604800),
    /**
     * Seconds a checked session is trusted in a copy's memory without reading it again (docs/operations.md);
     * ends, logouts and password changes are announced to every copy at once. 0: read it on every request.
     */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
    /** Most sessions one copy keeps checked (the least recently used go first). */
    SESSION_CACHE_ENTRIES: z.coerce.number().int().min(1).max(1_000_000).default(5000),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(10 * 1024 * 1024),
    /**
     * Parsing uploaded spreadsheets and text tables (docs/operations.md, "Parsing uploads"): child processes at
     * once per copy, and of them per tenant (per address without one), uploads waiting over all callers
     * (beyond: 503), uploads waiting or parsing per tenant or address (beyond: 429 UPLOADS_IN_PROGRESS), and
     * parses per tenant or address in a window of minutes (beyond: 429 UPLOADS_TOO_FREQUENT).
     */
    UPLOAD_PARSE_PARALLEL: z.coerce.number().int().min(1).max(64).default(3),
    UPLOAD_PARSE_RUNNING_PER_CALLER: z.coerce.number().int().min(1).max(64).default(1),
    UPLOAD_PARSE_WAITING: z.coerce.number().int().min(0).max(10_000).default(64),
    UPLOAD_PARSE_PER_CALLER: z.coerce.number().int().min(1).max(10_000).default(3),
    UPLOAD_PARSE_WINDOW_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
    UPLOAD_PARSE_WINDOW_MINUTES: z.coerce.number().int().min(1).max(1440).default(10),
    /** Fixed captcha answer for automated tests; refused in production. */
    EMALL_TEST_CAPTCHA: z.string().min(1).max(16).optional(),
    /**
     * Check every answer against the contract (default: everywhere but production). The benchmarks turn it
     * off to measure a logged-in buyer, who needs the test captcha and so a non-production NODE_ENV.
     */
    EMALL_CHECK_ANSWERS: z.enum(['true', 'false']).optional(),
    /** Where the built web app lives; the default is the workspace's apps/web/dist. */
    WEB_DIST_DIR: z.string().optional(),
    /** Seed demo tenants, staff and texts into an empty database (default on). */
    SEED_DEMO: z.enum(['true', 'false']).default('true'),
    /**
     * Origins (scheme://host[:port], comma-separated) besides the server's own whose pages may call the shop
     * and open the live websocket (docs/messages.md), e.g. a separate web host in development.
     */
    EMALL_WS_ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((o) => o.trim())
          .filter(Boolean),
      ),
    /** Live websocket heartbeat and dead-peer check, milliseconds (default 25 s). */
    EMALL_WS_HEARTBEAT_MS: z.coerce.number().int().min(1000).max(300_000).default(25_000),
    /** Feedback rate limits (docs/messages.md): per logged-in staff member and per client address. */
    EMALL_FEEDBACK_USER_LIMIT: z.coerce.number().int().min(1).default(5),
    EMALL_FEEDBACK_USER_MINUTES: z.coerce.number().int().min(1).default(10),
    EMALL_FEEDBACK_ADDRESS_LIMIT: z.coerce.number().int().min(1).default(20),
    EMALL_FEEDBACK_ADDRESS_MINUTES: z.coerce.number().int().min(1).default(60),
    /**
     * E-mail (docs/mail.md): the mail server as smtp://user:pass@host:587 (STARTTLS when the server offers it;
     * `?requireTLS=true` insists) or smtps://…:465 (TLS from the start). Unset: mails stay in the outbox, waiting,
     * and the console shows them.
     */
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    /** The sender of every mail, e.g. `"E-mall" <no-reply@shop.example>`. */
    MAIL_FROM: z.string().min(3).default('no-reply@localhost'),
    /** Where the operators' mails go (new orders, payment proofs, enquiries, …): addresses, comma-separated. */
    MAIL_OPS_TO: z.string().min(3).optional(),
    MAIL_OPS_LANG: z.enum(['zh_CN', 'zh_TW', 'en_US']).default('zh_CN'),
    /** The shop's address as links in mails give it; default PUBLIC_URL, else http://localhost:PORT. */
    MAIL_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Attempts of a mail the server refuses for the moment before it fails for good (then: "send again"). */
    MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(10),
    /** How often an idle copy looks for new mail, milliseconds. */
    MAIL_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  })
  .refine((c) => !(c.NODE_ENV === 'production' && c.EMALL_TEST_CAPTCHA), {
    message: 'EMALL_TEST_CAPTCHA must not be set when NODE_ENV=production',
    path: ['EMALL_TEST_CAPTCHA'],
  });

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The e-mail settings as the mail domain takes them (docs/mail.md); links point at MAIL_BASE_URL or PUBLIC_URL. */
export function mailSettingsOf(config: Config) {
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    opsTo: config.MAIL_OPS_TO,
    opsLang: config.MAIL_OPS_LANG,
    baseUrl: config.MAIL_BASE_URL ?? config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    maxAttempts: config.MAIL_MAX_ATTEMPTS,
    pollMs: config.MAIL_POLL_MS,
  };
}
