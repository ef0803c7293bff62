import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TENANT_CODES } from '@spesa/shared/tenant/tenant-config.contract';

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

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .default('')
  .transform((v) => v === 'true' || v === '1');

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
  DEFAULT_TENANT: tenantCode.default('castoro'),
  TENANT_HOSTS: tenantHostsSchema,
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: booleanFlag,
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
  /** Where the gateway sends its server-to-server feedback; default: this server's own address. */
  PAYMENT_FEEDBACK_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** spec §4: an order whose payment failed is cancelled automatically after this time. */
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
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
});

export type AppConfig = Readonly<{
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  sqlitePath: string;
  defaultTenant: (typeof TENANT_CODES)[number];
  tenantHosts: ReadonlyMap<string, (typeof TENANT_CODES)[number]>;
  webDistDir: string;
  trustProxy: boolean;
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
  /** The dev page that shows the outbox reveals every token mailed: off in production unless set. */
  mailOutboxPage: boolean;
  /** Origin of links in e-mails when the request's host is not one of the chain's known hosts. */
  publicUrl: string;
  /** HMAC key of the built-in payment gateway; random per process when not configured. */
  paymentGatewaySecret: string;
  paymentGatewayTimeoutMs: number;
  paymentFeedbackUrl: string | undefined;
  orderPaymentTimeoutMs: number;
  /** 0: no periodic sweep of unpaid orders (tests run it by hand). */
  orderSweepIntervalMs: number;
  operatorToken: string | undefined;
  /** Chains whose content comes from a real WordPress at this root; the others use the built-in store. */
  contentUrls: ReadonlyMap<(typeof TENANT_CODES)[number], string>;
  /** HMAC key of the content forms' nonces; random per process when not configured. */
  contentNonceSecret: string;
  /** Where uploaded attachments are kept: under DATA_DIR, never under the web root. */
  contentUploadDir: string;
}>;

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((i) => `  - ${i}`).join('\n')}`);
  }
}

export const APP_VERSION = '1.2.0';

/** Parses the environment once; throws listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(rootDir, e.DATA_DIR);
  return Object.freeze({
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    sqlitePath: path.join(dataDir, 'spesa.sqlite'),
    defaultTenant: e.DEFAULT_TENANT,
    tenantHosts: e.TENANT_HOSTS,
    webDistDir: e.WEB_DIST_DIR
      ? path.resolve(rootDir, e.WEB_DIST_DIR)
      : fileURLToPath(new URL('../../web/dist', import.meta.url)),
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
      e.MAIL_OUTBOX_PAGE === '' ? e.NODE_ENV !== 'production' : ['true', '1'].includes(e.MAIL_OUTBOX_PAGE),
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    paymentGatewaySecret: e.PAYMENT_GATEWAY_SECRET ?? randomBytes(32).toString('hex'),
    paymentGatewayTimeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
    paymentFeedbackUrl: e.PAYMENT_FEEDBACK_URL,
    orderPaymentTimeoutMs: e.ORDER_PAYMENT_TIMEOUT_MINUTES * 60_000,
    orderSweepIntervalMs: e.ORDER_SWEEP_INTERVAL_SECONDS * 1000,
    operatorToken: e.OPERATOR_TOKEN,
    contentUrls: e.CONTENT_URLS,
    contentNonceSecret: e.CONTENT_NONCE_SECRET ?? randomBytes(32).toString('hex'),
    contentUploadDir: path.join(dataDir, 'content-uploads'),
  });
}
