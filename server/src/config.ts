// Everything the server reads from the environment, in one place, checked by one zod schema.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { S3StoreOptions } from './lib/file-store';

/** The repository root (server/src -> ../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type SmsProviderName = 'console' | 'http';

export interface AppConfig {
  /**
   * Demo mode: demo accounts and data are seeded and the SMS outbox is readable. On by default only
   * for the embedded database outside production; DEMO_MODE=true|false decides explicitly.
   */
  demoMode: boolean;
  port: number;
  host: string;
  /** Data folder: PGlite files, published remotes, uploaded receipts and scans. */
  dataDir: string;
  remotesDir: string;
  shellDist: string;
  /** Where earlier versions kept receipts (RECEIPTS_DIR): read only to copy them into the file store. */
  receiptsDir: string;
  /** Where earlier versions kept scanned and marked pages (SCANS_DIR): read only to copy them into the file store. */
  scansDir: string;
  /** The file store's folder when no object store is configured (FILES_DIR, default <DATA_DIR>/files). */
  filesDir: string;
  /** The S3-compatible object store that holds every file instead of the folder (set by S3_BUCKET). */
  s3?: S3StoreOptions;
  databaseUrl?: string;
  /** Confine PostgreSQL to one schema (tests). */
  databaseSchema?: string;
  /** Connections each instance keeps to PostgreSQL. */
  databasePoolMax: number;
  redisUrl?: string;
  /** Prefix of every Redis key (several deployments, or test runs, sharing one Redis). */
  redisKeyPrefix: string;
  logLevel: string;
  sms: {
    /** Unset: the console provider in demo mode; outside it the server refuses to start (see smsProviderName). */
    provider?: SmsProviderName;
    httpUrl?: string;
    httpToken?: string;
    httpSender?: string;
  };
  mail: {
    /** The SMTP server email goes through (SMTP_URL, e.g. smtps://user:pass@host:465); unset: demo outbox only. */
    smtpUrl?: string;
    /** The sender's name and address (MAIL_FROM). */
    from: string;
  };
  /** The address readers open the site at, for links in messages (PUBLIC_URL). */
  publicUrl: string;
  /** HMAC secret for bank FPS notifications; the route refuses every call without it. */
  fpsNotifySecret?: string;
  /** Serve the shell and remotes (off for API-only instances). */
  serveStatic: boolean;
  /** Seconds between runs of the unpaid-order expiry sweep; 0 turns it off (tests call it directly). */
  expirySweepSeconds: number;
  /** Messages each of an instance's two send workers sends at once, in whole jobs (NOTICE_WORKERS); 0: none (tests send directly). */
  noticeWorkers: number;
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits use it). */
  trustProxy: boolean;
  /** How long a resolved session may be reused from memory (revocations are announced); 0 turns it off. */
  sessionCacheSeconds: number;
  /** SMS codes one client address may ask for per day (a school's pupils may share one address); unset: the default rule. */
  smsDailyPerAddress?: number;
  /** Code checks one client address may make per hour (a school sharing an address); unset: the default rule. */
  smsVerifyHourlyPerAddress?: number;
  /** Failed logins one client address may make per 15 minutes, per login kind (a school's computer room); unset: the default rule. */
  loginFailuresPerAddress?: number;
}

/** A rate limit an operator may set: a whole number from 1 to 1,000,000, or unset for the default rule. */
const limitSetting = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((text, ctx) => {
      if (!text) return undefined;
      const value = Number(text);
      if (Number.isInteger(value) && value >= 1 && value <= 1_000_000) return value;
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from 1 to 1000000 (got ${text})` });
      return z.NEVER;
    });

/** A whole number from min to max, or the default when unset. */
const wholeNumber = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((text, ctx) => {
      if (!text) return fallback;
      const value = Number(text);
      if (Number.isInteger(value) && value >= min && value <= max) return value;
      ctx.addIssue({ code: 'custom', message: `${name} must be a whole number from ${min} to ${max} (got ${text})` });
      return z.NEVER;
    });

/** true/1 or false/0; unset is undefined (the caller's rule decides). */
const flag = (name: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((text, ctx) => {
      const lower = text?.toLowerCase();
      if (!lower) return undefined;
      if (lower === 'true' || lower === '1') return true;
      if (lower === 'false' || lower === '0') return false;
      ctx.addIssue({ code: 'custom', message: `${name} must be true or false, not ${text}` });
      return z.NEVER;
    });

const text = z
  .string()
  .optional()
  .transform((value) => value || undefined);

/** An http(s) URL, or unset. */
const httpUrl = (name: string) =>
  text.refine((value) => value === undefined || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)), {
    message: `${name} must be an http:// or https:// URL`,
  });

/** Every variable the server reads: one schema, so a bad start names every bad variable at once. */
const Environment = z.object({
  DEMO_MODE: flag('DEMO_MODE'),
  NODE_ENV: text,
  PORT: wholeNumber('PORT', 0, 65_535, 8080),
  HOST: text,
  DATA_DIR: text,
  REMOTES_DIR: text,
  SHELL_DIST: text,
  RECEIPTS_DIR: text,
  SCANS_DIR: text,
  FILES_DIR: text,
  S3_ENDPOINT: httpUrl('S3_ENDPOINT'),
  S3_BUCKET: text,
  S3_REGION: text,
  S3_ACCESS_KEY_ID: text,
  S3_SECRET_ACCESS_KEY: text,
  S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE'),
  DATABASE_URL: text,
  DATABASE_SCHEMA: text,
  DATABASE_POOL_MAX: wholeNumber('DATABASE_POOL_MAX', 1, 1000, 10),
  REDIS_URL: text,
  REDIS_KEY_PREFIX: text,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  SMS_PROVIDER: z
    .string()
    .trim()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      if (value === 'console' || value === 'http') return value as SmsProviderName;
      ctx.addIssue({ code: 'custom', message: `Unknown SMS_PROVIDER ${value} (console or http)` });
      return z.NEVER;
    }),
  SMS_HTTP_URL: text,
  SMS_HTTP_TOKEN: text,
  SMS_HTTP_SENDER: text,
  FPS_NOTIFY_SECRET: text,
  SMTP_URL: text,
  MAIL_FROM: text,
  PUBLIC_URL: text,
  SERVE_STATIC: flag('SERVE_STATIC'),
  EXPIRY_SWEEP_SECONDS: wholeNumber('EXPIRY_SWEEP_SECONDS', 0, 86_400, 30),
  NOTICE_WORKERS: wholeNumber('NOTICE_WORKERS', 0, 200, 20),
  TRUST_PROXY: flag('TRUST_PROXY'),
  SESSION_CACHE_SECONDS: wholeNumber('SESSION_CACHE_SECONDS', 0, 3600, 60),
  SMS_DAILY_PER_ADDRESS: limitSetting('SMS_DAILY_PER_ADDRESS'),
  SMS_VERIFY_HOURLY_PER_ADDRESS: limitSetting('SMS_VERIFY_HOURLY_PER_ADDRESS'),
  LOGIN_FAILURES_PER_ADDRESS: limitSetting('LOGIN_FAILURES_PER_ADDRESS'),
});

/** The variables that only make sense together: an object store needs its credentials. */
const CheckedEnvironment = Environment.superRefine((env, ctx) => {
  if (!env.S3_BUCKET) return;
  for (const name of ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
    if (!env[name]) ctx.addIssue({ code: 'custom', message: `${name} is required when S3_BUCKET is set` });
  }
});

/** The environment, checked; throws one error naming every bad variable. */
function parseEnvironment(env: NodeJS.ProcessEnv): z.output<typeof Environment> {
  const parsed = CheckedEnvironment.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
}

/** DEMO_MODE=true|false wins; otherwise demo mode is the embedded database outside production. */
export function isDemoMode(env: NodeJS.ProcessEnv): boolean {
  const { DEMO_MODE, DATABASE_URL, NODE_ENV } = parseEnvironment(env);
  return DEMO_MODE ?? (!DATABASE_URL && NODE_ENV !== 'production');
}

/**
 * The SMS provider to build. Outside demo mode the console provider (which sends nothing) must be
 * chosen on purpose: a production server that silently "sent" codes nowhere would lock every
 * candidate out, and one that kept them readable would hand accounts to anyone.
 */
export function smsProviderName(config: Pick<AppConfig, 'demoMode' | 'sms'>): SmsProviderName {
  if (config.sms.provider) return config.sms.provider;
  if (config.demoMode) return 'console';
  throw new Error(
    'SMS_PROVIDER is not set. Outside demo mode choose SMS_PROVIDER=http (with SMS_HTTP_URL) to send real text ' +
      'messages, or SMS_PROVIDER=console on purpose (codes are then sent nowhere and never logged).',
  );
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const e = parseEnvironment(env);
  const dataDir = path.resolve(e.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  return {
    demoMode: e.DEMO_MODE ?? (!e.DATABASE_URL && e.NODE_ENV !== 'production'),
    port: e.PORT,
    host: e.HOST ?? '0.0.0.0',
    dataDir,
    remotesDir: path.resolve(e.REMOTES_DIR ?? path.join(dataDir, 'remotes')),
    shellDist: path.resolve(e.SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist')),
    receiptsDir: path.resolve(e.RECEIPTS_DIR ?? path.join(dataDir, 'receipts')),
    scansDir: path.resolve(e.SCANS_DIR ?? path.join(dataDir, 'scans')),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    s3: e.S3_BUCKET
      ? {
          endpoint: e.S3_ENDPOINT,
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? true,
        }
      : undefined,
    databaseUrl: e.DATABASE_URL,
    databaseSchema: e.DATABASE_SCHEMA,
    databasePoolMax: e.DATABASE_POOL_MAX,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX ?? 'mockexam:',
    logLevel: e.LOG_LEVEL,
    sms: {
      provider: e.SMS_PROVIDER,
      httpUrl: e.SMS_HTTP_URL,
      httpToken: e.SMS_HTTP_TOKEN,
      httpSender: e.SMS_HTTP_SENDER,
    },
    fpsNotifySecret: e.FPS_NOTIFY_SECRET,
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? '"HKDSE Mock Exam 模擬考試" <no-reply@mockexam.example>',
    },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    serveStatic: e.SERVE_STATIC ?? true,
    expirySweepSeconds: e.EXPIRY_SWEEP_SECONDS,
    noticeWorkers: e.NOTICE_WORKERS,
    trustProxy: e.TRUST_PROXY ?? false,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    smsDailyPerAddress: e.SMS_DAILY_PER_ADDRESS,
    smsVerifyHourlyPerAddress: e.SMS_VERIFY_HOURLY_PER_ADDRESS,
    loginFailuresPerAddress: e.LOGIN_FAILURES_PER_ADDRESS,
  };
}
