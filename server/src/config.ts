// Everything the server reads from the environment, in one place.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  receiptsDir: string;
  /** Scanned and marked answer-book pages (never a public folder; served through authorised calls). */
  scansDir: string;
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
  /** HMAC secret for bank FPS notifications; the route refuses every call without it. */
  fpsNotifySecret?: string;
  /** Serve the shell and remotes (off for API-only instances). */
  serveStatic: boolean;
  /** Seconds between runs of the unpaid-order expiry sweep; 0 turns it off (tests call it directly). */
  expirySweepSeconds: number;
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
function limitSetting(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const text = env[name]?.trim();
  if (!text) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1 || value > 1_000_000)
    throw new Error(`${name} must be a whole number from 1 to 1000000 (got ${text})`);
  return value;
}

/** DEMO_MODE=true|false wins; otherwise demo mode is the embedded database outside production. */
export function isDemoMode(env: NodeJS.ProcessEnv): boolean {
  const flag = env.DEMO_MODE?.trim().toLowerCase();
  if (flag === 'true' || flag === '1') return true;
  if (flag === 'false' || flag === '0') return false;
  if (flag) throw new Error(`DEMO_MODE must be true or false, not ${env.DEMO_MODE}`);
  return !env.DATABASE_URL && env.NODE_ENV !== 'production';
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
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(REPO_ROOT, 'data'));
  const smsProvider = env.SMS_PROVIDER?.trim() || undefined;
  if (smsProvider !== undefined && smsProvider !== 'console' && smsProvider !== 'http') {
    throw new Error(`Unknown SMS_PROVIDER ${smsProvider} (console or http)`);
  }
  return {
    demoMode: isDemoMode(env),
    port: Number(env.PORT ?? 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    remotesDir: path.resolve(env.REMOTES_DIR ?? path.join(dataDir, 'remotes')),
    shellDist: path.resolve(env.SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist')),
    receiptsDir: path.resolve(env.RECEIPTS_DIR ?? path.join(dataDir, 'receipts')),
    scansDir: path.resolve(env.SCANS_DIR ?? path.join(dataDir, 'scans')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    databasePoolMax: Number(env.DATABASE_POOL_MAX ?? 10),
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'mockexam:',
    logLevel: env.LOG_LEVEL ?? 'info',
    sms: {
      provider: smsProvider as SmsProviderName | undefined,
      httpUrl: env.SMS_HTTP_URL,
      httpToken: env.SMS_HTTP_TOKEN,
      httpSender: env.SMS_HTTP_SENDER,
    },
    fpsNotifySecret: env.FPS_NOTIFY_SECRET || undefined,
    serveStatic: env.SERVE_STATIC !== 'false',
    expirySweepSeconds: Number(env.EXPIRY_SWEEP_SECONDS ?? 30),
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    sessionCacheSeconds: Number(env.SESSION_CACHE_SECONDS ?? 60),
    smsDailyPerAddress: limitSetting(env, 'SMS_DAILY_PER_ADDRESS'),
    smsVerifyHourlyPerAddress: limitSetting(env, 'SMS_VERIFY_HOURLY_PER_ADDRESS'),
    loginFailuresPerAddress: limitSetting(env, 'LOGIN_FAILURES_PER_ADDRESS'),
  };
}
