import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TENANT_CODES } from '@spesa/shared/tenant/tenant-config.contract';
import { DB_TIMEOUT_DEFAULTS, type DbTimeouts } from './db/db-timeouts.js';

const tenantCode = z.enum(TENANT_CODES);

const tenantHostsSchema = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const map = new Map<string, (typeof TENANT_CODES)[number]>();
    for (const entry of raw
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const [host, code] = entry.split('=').map((p) => p.trim().toLowerCase());
      const parsed = tenantCode.safeParse(code);
      if (!host || !parsed.success) {
        ctx.addIssue({ code: 'custom', message: `"${entry}" is not host=tenant with a known tenant` });
        return z.NEVER;
      }
      map.set(host, parsed.data);
    }
    return map;
  });

const contentUrlsSchema = z
  .string()
  .default('')
  .transform((raw, ctx) => {
    const map = new Map<(typeof TENANT_CODES)[number], string>();
    for (const entry of raw
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean)) {
      const at = entry.indexOf('=');
      const code = tenantCode.safeParse(entry.slice(0, at).trim().toLowerCase());
      const url = entry.slice(at + 1).trim();
      if (at < 0 || !code.success || !/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(url)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${entry}" is not tenant=http(s)://address with a known tenant`,
        });
        return z.NEVER;
      }
      map.set(code.data, url.replace(/\/+$/, ''));
    }
    return map;
  });

/**
 * TRUST_PROXY: how many proxies in front are trusted to tell the client's address (X-Forwarded-For is read
 * from the right, that many hops). 'true' trusts every hop (the leftmost address, which a client can forge:
 * only behind a proxy that overwrites the header); 'false', '0' or empty: the socket's address.
 */
const trustProxySchema = z
  .string()
  .default('')
  .transform((raw, ctx): boolean | number => {
    const value = raw.trim().toLowerCase();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: 'must be true, false or a number of proxy hops' });
    return z.NEVER;
  });

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((v) => v === 'true' || v === '1');

/** A whole number from the environment with a default, in [min, max]. */
const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** Milliseconds, at most ten minutes; `0` where allowed turns the time-out off. */
const milliseconds = (fallback: number, min: number) =>
  z.coerce.number().int().min(min).max(600_000).default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('data'),
  DB_CONNECT_TIMEOUT_MS: milliseconds(DB_TIMEOUT_DEFAULTS.connectMs, 100),
  DB_STATEMENT_TIMEOUT_MS: milliseconds(DB_TIMEOUT_DEFAULTS.statementMs, 0),
  DB_QUERY_TIMEOUT_MS: milliseconds(DB_TIMEOUT_DEFAULTS.queryMs, 0),
  DB_IDLE_TIMEOUT_MS: milliseconds(DB_TIMEOUT_DEFAULTS.idleMs, 0),
  SQLITE_BUSY_TIMEOUT_MS: milliseconds(DB_TIMEOUT_DEFAULTS.sqliteBusyMs, 0),
  DEFAULT_TENANT: tenantCode.default('castoro'),
  TENANT_HOSTS: tenantHostsSchema,
  WEB_DIST_DIR: z.string().optional(),
  SSR_DIST_DIR: z.string().optional(),
  TRUST_PROXY: trustProxySchema,
  ALLOWED_ORIGINS: z
    .string()
    .default('capacitor://localhost,http://localhost,https://localhost')
    .transform((raw) =>
      raw
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    ),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  GOOGLE_MAPS_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'must be a Google API key')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  GEOCODING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  SLOT_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(60),
  MAIL_FROM: z
    .string()
    .regex(/^[^@\s<>"]+@[^@\s<>"]+$/, 'must be an e-mail address')
    .default('no-reply@spesa.localhost'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'must be an smtp:// or smtps:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_OUTBOX_PAGE: z.enum(['true', 'false', '1', '0', '']).default(''),
  /** Developer flag: the outbox page shows the links and codes of the e-mails (never in production). */
  MAIL_OUTBOX_REVEAL: booleanFlag,
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s/?#]+$/, 'must be http(s)://host[:port] without a path')
    .optional()
    .or(
      z.literal('').transform(() => undefined),
    ) /** Signs the built-in payment gateway's requests and feedback; set it when several processes serve. */,
  PAYMENT_GATEWAY_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Where the gateway sends its server-to-server feedback (`{tenant}` stands for the chain's code); default:
   * the chain's configured host, else `http://<chain>.localhost:<PORT>`. Never the request's Host.
   */
  PAYMENT_FEEDBACK_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * spec §9 type 13: PayPal's REST API (sandbox by default; https://api-m.paypal.com live; a local stand-in in
   * tests). A chain pays by PayPal there when PAYPAL_<CHAIN>_CLIENT_ID and PAYPAL_<CHAIN>_SECRET are set.
   */
  PAYPAL_API_BASE: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .default('https://api-m.sandbox.paypal.com'),
  /** AUTHORIZE holds the money like the card's pre-authorisation (spec §9); CAPTURE takes it at once. */
  PAYPAL_INTENT: z.enum(['AUTHORIZE', 'CAPTURE']).default('AUTHORIZE'),
  /** spec §4: an order whose payment failed is cancelled automatically after this time. */
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** Shared counters (login throttle, rate limits) and the change feed live in Redis when set. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_.-]{1,64}$/)
    .default('spesa:'),
  /** Time to receive a whole request, headers and body; a slower client is cut off with 408. */
  REQUEST_TIMEOUT_MS: int(0, 600_000, 30_000),
  /** A socket that stays silent this long is closed. */
  CONNECTION_TIMEOUT_MS: int(0, 600_000, 75_000),
  KEEP_ALIVE_TIMEOUT_MS: int(1_000, 600_000, 72_000),
  /** Load shedding: 503 while the event loop lags more than this (0: not checked). */
  LOAD_MAX_EVENT_LOOP_DELAY_MS: int(0, 60_000, 1_000),
  /** 0: not checked; unset: 90% of V8's heap limit. */
  LOAD_MAX_HEAP_USED_MB: z
    .literal('')
    .transform(() => undefined)
    .or(z.coerce.number().int().min(0).max(1_000_000))
    .optional(),
  LOAD_MAX_RSS_MB: int(0, 1_000_000, 0),
  LOAD_SAMPLE_INTERVAL_MS: int(10, 10_000, 500),
  /** Requests served at once by this process; past it new ones get 503 at once (0: no bound). */
  LOAD_MAX_IN_FLIGHT: int(0, 100_000, 256),
  LOAD_RETRY_AFTER_SECONDS: int(1, 3600, 5),
  /** Password checks (scrypt) run at once, and how many may wait for a turn before a login gets 503. */
  PASSWORD_CHECK_CONCURRENCY: int(1, 64, 4),
  PASSWORD_CHECK_QUEUE: int(0, 10_000, 64),
  /** Per client address, per minute (0: no limit). */
  RATE_LIMIT_LOGIN_PER_MINUTE: int(0, 1_000_000, 30),
  RATE_LIMIT_REGISTRATION_PER_MINUTE: int(0, 1_000_000, 10),
  RATE_LIMIT_PASSWORD_RESET_PER_MINUTE: int(0, 1_000_000, 10),
  RATE_LIMIT_SEARCH_PER_MINUTE: int(0, 1_000_000, 240),
  RATE_LIMIT_CHECKOUT_PER_MINUTE: int(0, 1_000_000, 20),
  // A shopper's tab sends a batch every few seconds at most; a client far above is filling the table.
  RATE_LIMIT_ANALYTICS_PER_MINUTE: int(0, 1_000_000, 60),
  /** Login throttle: failed attempts allowed per account (from any address) and per address (to any account). */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: int(1, 1_000, 5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: int(1, 100_000, 20),
  LOGIN_FAILURE_WINDOW_MINUTES: int(1, 24 * 60, 15),
  /** The first refusal lasts this long, each next one twice the last, up to LOGIN_LOCKOUT_MAX_MINUTES. */
  LOGIN_LOCKOUT_SECONDS: int(1, 24 * 3600, 60),
  LOGIN_LOCKOUT_MAX_MINUTES: int(1, 7 * 24 * 60, 60),
  ORDER_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  /** The token of the operator endpoint that moves orders through their statuses; absent: endpoint off. */
  OPERATOR_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** ARCHITECTURE §6 Content: chains that read a real WordPress, as tenant=https://root,... */
  CONTENT_URLS: contentUrlsSchema,
  /** Signs the content forms' nonces; set it when several processes serve. */
  CONTENT_NONCE_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Signs the ALTCHA challenges of the human check (spec §7); set it when several processes serve. */
  HUMAN_CHECK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The ALTCHA difficulty: PBKDF2 iterations per try (about 256 tries to solve); tests keep it low. */
  HUMAN_CHECK_COST: int(1, 1_000_000, 5_000),
  /** How long a challenge may be solved and its token used. */
  HUMAN_CHECK_TTL_SECONDS: int(30, 3600, 600),
  /**
   * Login asks for the check once the account has this many recent failures (from the third attempt), or
   * the client address has HUMAN_CHECK_LOGIN_AFTER_ADDRESS_FAILURES against any account (an address may be
   * a whole office behind one NAT, so it gets more).
   */
  HUMAN_CHECK_LOGIN_AFTER_FAILURES: int(1, 100_000, 2),
  HUMAN_CHECK_LOGIN_AFTER_ADDRESS_FAILURES: int(1, 100_000, 10),
  /** reCAPTCHA v3 (chains whose humanCheck is 'recaptcha'): the secret key, the endpoint, the lowest score. */
  RECAPTCHA_SECRET: z
    .string()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  RECAPTCHA_TIMEOUT_MS: milliseconds(5_000, 100),
});

export type AppConfig = Readonly<{
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sqlitePath: string;
  /** How long the server waits on its database before answering 503 (ARCHITECTURE §5). */
  dbTimeouts: Readonly<DbTimeouts>;
  defaultTenant: (typeof TENANT_CODES)[number];
  tenantHosts: ReadonlyMap<string, (typeof TENANT_CODES)[number]>;
  webDistDir: string;
  /** The web app's server build (ARCHITECTURE §7): anonymous storefront pages get a first HTML from it. */
  ssrDistDir: string;
  /** false, true (every hop) or the number of proxy hops trusted in X-Forwarded-For. */
  trustProxy: boolean | number;
  allowedOrigins: readonly string[];
  sessionTtlMs: number;
  logLevel: string;
  seedDemoData: boolean;
  version: string;
  /** Set: the Google geocoder serves address checks; absent: the built-in offline one. */
  googleMapsApiKey: string | undefined;
  geocodingTimeoutMs: number;
  /** How long a chosen timeslot place stays held for a cart without activity. */
  slotHoldMs: number;
  /** The address e-mails are sent from; the display name is the chain's brand. */
  mailFrom: string;
  /** Set: e-mail goes out by SMTP (nodemailer); absent: into the outbox table. */
  smtpUrl: string | undefined;
  /** The dev page that lists the outbox: on outside production unless turned off, never in production. */
  mailOutboxPage: boolean;
  /** The outbox page shows the links and tokens mailed only with MAIL_OUTBOX_REVEAL, never in production. */
  mailOutboxReveal: boolean;
  /** Origin of links in e-mails when the request's host is not one of the chain's known hosts. */
  publicUrl: string;
  /** HMAC key of the built-in payment gateway; random per process when not configured. */
  paymentGatewaySecret: string;
  paymentGatewayTimeoutMs: number;
  paymentFeedbackUrl: string | undefined;
  /** spec §9 type 13: PayPal's API and each chain's credentials; a chain without them gets the PayPal-like page. */
  paypal: PaypalConfig;
  orderPaymentTimeoutMs: number;
  /** 0: no periodic sweep of unpaid orders (tests run it by hand). */
  orderSweepIntervalMs: number;
  operatorToken: string | undefined;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  http: { requestTimeoutMs: number; connectionTimeoutMs: number; keepAliveTimeoutMs: number };
  load: LoadConfig;
  rateLimits: RateLimitConfig;
  loginThrottle: LoginThrottleConfig;
  /** Chains whose content comes from a real WordPress at this root; the others use the built-in store. */
  contentUrls: ReadonlyMap<(typeof TENANT_CODES)[number], string>;
  /** HMAC key of the content forms' nonces; random per process when not configured. */
  contentNonceSecret: string;
  /** Where uploaded attachments are kept: under DATA_DIR, never under the web root. */
  contentUploadDir: string;
  humanCheck: HumanCheckConfig;
}>;

/** spec §7 human check: ALTCHA's signing key and difficulty, the login threshold, reCAPTCHA's verification. */
export interface HumanCheckConfig {
  /** HMAC key of the ALTCHA challenges; random per process when not configured. */
  secret: string;
  cost: number;
  ttlMs: number;
  loginAfterFailures: number;
  loginAfterAddressFailures: number;
  recaptcha: { secret: string | undefined; verifyUrl: string; minScore: number; timeoutMs: number };
}

/** When the process sheds load (503 with Retry-After); 0 turns a check off. */
export interface LoadConfig {
  maxEventLoopDelayMs: number;
  maxHeapUsedBytes: number;
  maxRssBytes: number;
  sampleIntervalMs: number;
  maxInFlight: number;
  retryAfterSeconds: number;
  passwordCheckConcurrency: number;
  passwordCheckQueue: number;
}

/** Calls per client address and minute on the expensive routes; 0: unlimited. */
export interface RateLimitConfig {
  loginPerMinute: number;
  registrationPerMinute: number;
  passwordResetPerMinute: number;
  searchPerMinute: number;
  checkoutPerMinute: number;
  analyticsPerMinute: number;
}

export interface LoginThrottleConfig {
  maxFailuresPerAccount: number;
  maxFailuresPerAddress: number;
  windowMs: number;
  lockoutMs: number;
  maxLockoutMs: number;
}

export interface PaypalConfig {
  apiBase: string;
  intent: 'AUTHORIZE' | 'CAPTURE';
  credentials: ReadonlyMap<string, { clientId: string; secret: string }>;
}

/** PAYPAL_<CHAIN>_CLIENT_ID and PAYPAL_<CHAIN>_SECRET for each chain that pays by PayPal: both or neither. */
function paypalConfigOf(
  env: NodeJS.ProcessEnv,
  e: { PAYPAL_API_BASE: string; PAYPAL_INTENT: 'AUTHORIZE' | 'CAPTURE' },
): PaypalConfig {
  const credentials = new Map<string, { clientId: string; secret: string }>();
  const issues: string[] = [];
  for (const code of TENANT_CODES) {
    const prefix = `PAYPAL_${code.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
    const secret = env[`${prefix}_SECRET`]?.trim();
    if (clientId && secret) credentials.set(code, { clientId, secret });
    else if (clientId || secret) issues.push(`${prefix}_CLIENT_ID, ${prefix}_SECRET: set both or neither`);
  }
  if (issues.length) throw new ConfigError(issues);
  return { apiBase: e.PAYPAL_API_BASE, intent: e.PAYPAL_INTENT, credentials };
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
  }
}

const MB = 1024 * 1024;

export const APP_VERSION = '1.2.0';

/** The environment once validated by the schema. */
type Env = z.infer<typeof envSchema>;

function dbTimeoutsOf(e: Env): AppConfig['dbTimeouts'] {
  return Object.freeze({
    connectMs: e.DB_CONNECT_TIMEOUT_MS,
    statementMs: e.DB_STATEMENT_TIMEOUT_MS,
    queryMs: e.DB_QUERY_TIMEOUT_MS,
    idleMs: e.DB_IDLE_TIMEOUT_MS,
    sqliteBusyMs: e.SQLITE_BUSY_TIMEOUT_MS,
  });
}

function httpTimeoutsOf(e: Env): AppConfig['http'] {
  return Object.freeze({
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
  });
}

function loadLimitsOf(e: Env): LoadConfig {
  return Object.freeze({
    maxEventLoopDelayMs: e.LOAD_MAX_EVENT_LOOP_DELAY_MS,
    maxHeapUsedBytes:
      e.LOAD_MAX_HEAP_USED_MB === undefined
        ? Math.floor(getHeapStatistics().heap_size_limit * 0.9)
        : e.LOAD_MAX_HEAP_USED_MB * MB,
    maxRssBytes: e.LOAD_MAX_RSS_MB * MB,
    sampleIntervalMs: e.LOAD_SAMPLE_INTERVAL_MS,
    maxInFlight: e.LOAD_MAX_IN_FLIGHT,
    retryAfterSeconds: e.LOAD_RETRY_AFTER_SECONDS,
    passwordCheckConcurrency: e.PASSWORD_CHECK_CONCURRENCY,
    passwordCheckQueue: e.PASSWORD_CHECK_QUEUE,
  });
}

function rateLimitsOf(e: Env): RateLimitConfig {
  return Object.freeze({
    loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
    registrationPerMinute: e.RATE_LIMIT_REGISTRATION_PER_MINUTE,
    passwordResetPerMinute: e.RATE_LIMIT_PASSWORD_RESET_PER_MINUTE,
    searchPerMinute: e.RATE_LIMIT_SEARCH_PER_MINUTE,
    checkoutPerMinute: e.RATE_LIMIT_CHECKOUT_PER_MINUTE,
    analyticsPerMinute: e.RATE_LIMIT_ANALYTICS_PER_MINUTE,
  });
}

function loginThrottleOf(e: Env): LoginThrottleConfig {
  return Object.freeze({
    maxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    windowMs: e.LOGIN_FAILURE_WINDOW_MINUTES * 60_000,
    lockoutMs: e.LOGIN_LOCKOUT_SECONDS * 1000,
    maxLockoutMs: e.LOGIN_LOCKOUT_MAX_MINUTES * 60_000,
  });
}

/** Parses the environment once; throws listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  // PostgreSQL must cancel a slow statement before the client gives up on the connection as stalled.
  if (e.DB_QUERY_TIMEOUT_MS > 0 && e.DB_QUERY_TIMEOUT_MS < e.DB_STATEMENT_TIMEOUT_MS) {
    throw new ConfigError(['DB_QUERY_TIMEOUT_MS: must not be shorter than DB_STATEMENT_TIMEOUT_MS']);
  }
  const dataDir = path.resolve(rootDir, e.DATA_DIR);
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sqlitePath: path.join(dataDir, 'spesa.sqlite'),
    dbTimeouts: dbTimeoutsOf(e),
    defaultTenant: e.DEFAULT_TENANT,
    tenantHosts: e.TENANT_HOSTS,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(rootDir, e.WEB_DIST_DIR)
      : fileURLToPath(new URL('../../web/dist', import.meta.url)),
    ssrDistDir: e.SSR_DIST_DIR
      ? path.resolve(rootDir, e.SSR_DIST_DIR)
      : fileURLToPath(new URL('../../web/dist-ssr', import.meta.url)),
    trustProxy: e.TRUST_PROXY,
    allowedOrigins: Object.freeze(e.ALLOWED_ORIGINS),
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60 * 1000,
    logLevel: e.LOG_LEVEL,
    seedDemoData: e.SEED_DEMO_DATA,
    version: APP_VERSION,
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    geocodingTimeoutMs: e.GEOCODING_TIMEOUT_MS,
    slotHoldMs: e.SLOT_HOLD_MINUTES * 60_000,
    mailFrom: e.MAIL_FROM,
    smtpUrl: e.SMTP_URL,
    mailOutboxPage:
      e.NODE_ENV !== 'production' &&
      (e.MAIL_OUTBOX_PAGE === '' || ['true', '1'].includes(e.MAIL_OUTBOX_PAGE)),
    mailOutboxReveal: e.NODE_ENV !== 'production' && e.MAIL_OUTBOX_REVEAL,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    paymentGatewaySecret: e.PAYMENT_GATEWAY_SECRET ?? randomBytes(32).toString('hex'),
    paymentGatewayTimeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
    paymentFeedbackUrl: e.PAYMENT_FEEDBACK_URL,
    paypal: paypalConfigOf(env, e),
    orderPaymentTimeoutMs: e.ORDER_PAYMENT_TIMEOUT_MINUTES * 60_000,
    orderSweepIntervalMs: e.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    operatorToken: e.OPERATOR_TOKEN,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    http: httpTimeoutsOf(e),
    load: loadLimitsOf(e),
    rateLimits: rateLimitsOf(e),
    loginThrottle: loginThrottleOf(e),
    contentUrls: e.CONTENT_URLS,
    contentNonceSecret: e.CONTENT_NONCE_SECRET ?? randomBytes(32).toString('hex'),
    contentUploadDir: path.join(dataDir, 'content-uploads'),
    humanCheck: Object.freeze({
      secret: e.HUMAN_CHECK_SECRET ?? randomBytes(32).toString('hex'),
      cost: e.HUMAN_CHECK_COST,
      ttlMs: e.HUMAN_CHECK_TTL_SECONDS * 1000,
      loginAfterFailures: e.HUMAN_CHECK_LOGIN_AFTER_FAILURES,
      loginAfterAddressFailures: e.HUMAN_CHECK_LOGIN_AFTER_ADDRESS_FAILURES,
      recaptcha: Object.freeze({
        secret: e.RECAPTCHA_SECRET,
        verifyUrl: e.RECAPTCHA_VERIFY_URL,
        minScore: e.RECAPTCHA_MIN_SCORE,
        timeoutMs: e.RECAPTCHA_TIMEOUT_MS,
      }),
    }),
  });
}
