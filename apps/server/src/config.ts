import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { BILLING_INTERVALS, DEFAULT_SALES_EMAIL, PAID_PLAN_IDS } from '@statemint/contracts';

/** Bytes of a generated token secret. */
const GENERATED_SECRET_BYTES = 32;
/** Shortest accepted TOKEN_SECRET, so a typo cannot become a guessable key. */
const MIN_SECRET_LENGTH = 32;
/** File in DATA_DIR that keeps the generated token secret between restarts. */
export const SECRET_FILE_NAME = 'token-secret';
/** Default conversion processes: one per core, at most this many. */
const MAX_DEFAULT_WORKERS = 4;

export type TrustProxy = boolean | number | string[];

/** Every setting the server reads from the environment, validated. */
export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: string;
  /** The first secret signs new tokens; all of them are accepted (rotation). */
  tokenSecrets: string[];
  sessionIdleSeconds: number;
  /** Failed sign-ins an account gets before each further attempt must wait (login-throttle.ts). */
  loginFreeFailures: number;
  /** Longest wait between attempts on an account under attack. */
  loginBackoffMaxSeconds: number;
  loginLimitPerAddress: number;
  loginLimitWindowSeconds: number;
  signupLimitPerAddress: number;
  signupLimitWindowSeconds: number;
  anonymousDailyLimitPerAddress: number;
  /** Failed anonymous conversions per address per day that cost nothing; later failures use a daily unit. */
  anonymousFreeFailuresPerAddress: number;
  /** Conversion child processes. */
  conversionWorkers: number;
  /** Time bound of a paid conversion. */
  jobTimeoutMs: number;
  /** Time bound of an anonymous or daily_free conversion. */
  jobTimeoutFreeMs: number;
  /** Memory budget of one conversion process (heap and buffers). */
  jobMemoryMb: number;
  /** How long a conversion may wait for a free process before the server answers busy. */
  jobQueueTimeoutMs: number;
  jobsInFlightPerAccount: number;
  jobsInFlightPerAddress: number;
  /** Uploads being received at once by this instance, in all and per client address. */
  uploadsInFlight: number;
  uploadsInFlightPerAddress: number;
  /** Time to receive a whole request, upload included. */
  requestTimeoutMs: number;
  shutdownTimeoutMs: number;
  trustProxy: TrustProxy;
  webDistDir: string | undefined;
  /** How often the event loop's delay is logged; 0 is never. */
  eventLoopStatsMs: number;
  payments: PaymentsConfig;
};

/** Where the Stripe SDK sends its calls; set only to point it at a stand-in (tests). */
export type StripeApi = { host: string; port: number; protocol: 'http' | 'https' };

export type PaymentsConfig = {
  /** Stripe when set; else the built-in test checkout. */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  stripeApi: StripeApi | undefined;
  /** Configured Stripe price ids by `<plan>_<interval>`; the others are created on first use. */
  stripePrices: Record<string, string>;
  /** The Enterprise plan's Contact address (a mailto: on the Pricing page). */
  salesEmail: string;
  /** How long a test checkout page can be paid. */
  testCheckoutTtlSeconds: number;
  /** Checkout sessions an account may open per hour. */
  sessionsPerHour: number;
};

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  if (!/^\d+$/.test(raw.trim())) {
    throw new ConfigError(`${name} must be a whole number between ${min} and ${max}, got "${raw}"`);
  }
  const value = Number(raw.trim());
  if (value < min || value > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  }
  return value;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function logLevel(env: Env): string {
  const raw = env.LOG_LEVEL?.trim() || 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${raw}"`);
  }
  return raw;
}

function databaseUrl(env: Env): string | undefined {
  const raw = env.DATABASE_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  }
  return raw;
}

function trustProxy(env: Env): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((s) => s.trim());
  if (list.some((s) => !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(s))) {
    throw new ConfigError(
      `TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses/CIDRs, got "${raw}"`,
    );
  }
  return list;
}

function tokenSecrets(env: Env, dataDir: string): string[] {
  const raw = env.TOKEN_SECRET?.trim();
  if (raw) {
    const secrets = raw.split(',').map((s) => s.trim());
    if (secrets.some((s) => s.length < MIN_SECRET_LENGTH)) {
      throw new ConfigError(
        `TOKEN_SECRET must be at least ${MIN_SECRET_LENGTH} characters (comma-separated for rotation)`,
      );
    }
    return secrets;
  }
  const file = path.join(dataDir, SECRET_FILE_NAME);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return [stored];
  } catch {
    // Not there yet: generate it below.
  }
  const generated = randomBytes(GENERATED_SECRET_BYTES).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    // `wx` fails if another instance wrote it first; then we read theirs.
    writeFileSync(file, generated + '\n', { mode: 0o600, flag: 'wx' });
    return [generated];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      return [readFileSync(file, 'utf8').trim()];
    }
    throw new ConfigError(`DATA_DIR ${dataDir} is not writable: ${(error as Error).message}`);
  }
}

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function stripeApi(env: Env): StripeApi | undefined {
  const raw = env.STRIPE_API_BASE?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`STRIPE_API_BASE must be an http:// or https:// URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`STRIPE_API_BASE must be an http:// or https:// URL, got "${raw}"`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    host: url.hostname,
    port: Number(url.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

function payments(env: Env): PaymentsConfig {
  const stripeSecretKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const stripeWebhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || undefined;
  if (stripeSecretKey && !stripeWebhookSecret) {
    throw new ConfigError(
      'STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY (renewals and cancellations arrive by webhook)',
    );
  }
  const stripePrices: Record<string, string> = {};
  for (const plan of PAID_PLAN_IDS) {
    for (const interval of BILLING_INTERVALS) {
      const id = env[`STRIPE_PRICE_${plan.toUpperCase()}_${interval.toUpperCase()}`]?.trim();
      if (id) stripePrices[`${plan}_${interval}`] = id;
    }
  }
  const salesEmail = env.SALES_EMAIL?.trim() || DEFAULT_SALES_EMAIL;
  if (!SIMPLE_EMAIL.test(salesEmail)) {
    throw new ConfigError(`SALES_EMAIL must be an email address, got "${salesEmail}"`);
  }
  return {
    stripeSecretKey,
    stripeWebhookSecret,
    stripeApi: stripeApi(env),
    stripePrices,
    salesEmail,
    testCheckoutTtlSeconds: integer(env, 'TEST_CHECKOUT_TTL_SECONDS', 1800, 10, 86_400),
    sessionsPerHour: integer(env, 'PAYMENT_SESSIONS_PER_HOUR', 20, 1, 1_000_000),
  };
}

/** Reads and validates the configuration; throws ConfigError with one clear line on a bad value. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR?.trim() || './data');
  const cores = availableParallelism();
  return {
    port: integer(env, 'PORT', 8080, 0, 65535),
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir,
    databaseUrl: databaseUrl(env),
    logLevel: logLevel(env),
    tokenSecrets: tokenSecrets(env, dataDir),
    sessionIdleSeconds: integer(env, 'SESSION_IDLE_SECONDS', 7 * 24 * 3600, 60, 365 * 24 * 3600),
    loginFreeFailures: integer(env, 'LOGIN_FREE_FAILURES', 5, 1, 1_000_000),
    loginBackoffMaxSeconds: integer(env, 'LOGIN_BACKOFF_MAX_SECONDS', 300, 1, 86_400),
    loginLimitPerAddress: integer(env, 'LOGIN_LIMIT_PER_ADDRESS', 50, 1, 1_000_000),
    loginLimitWindowSeconds: integer(env, 'LOGIN_LIMIT_WINDOW_SECONDS', 900, 1, 86_400),
    signupLimitPerAddress: integer(env, 'SIGNUP_LIMIT_PER_ADDRESS', 10, 1, 1_000_000),
    signupLimitWindowSeconds: integer(env, 'SIGNUP_LIMIT_WINDOW_SECONDS', 3600, 1, 86_400),
    anonymousDailyLimitPerAddress: integer(
      env,
      'ANONYMOUS_DAILY_LIMIT_PER_ADDRESS',
      3,
      1,
      1_000_000,
    ),
    anonymousFreeFailuresPerAddress: integer(
      env,
      'ANONYMOUS_FREE_FAILURES_PER_ADDRESS',
      3,
      0,
      1_000_000,
    ),
    conversionWorkers: integer(
      env,
      'CONVERSION_WORKERS',
      Math.min(cores, MAX_DEFAULT_WORKERS),
      1,
      64,
    ),
    jobTimeoutMs: integer(env, 'JOB_TIMEOUT_MS', 30_000, 1, 600_000),
    jobTimeoutFreeMs: integer(env, 'JOB_TIMEOUT_FREE_MS', 10_000, 1, 600_000),
    jobMemoryMb: integer(env, 'JOB_MEMORY_MB', 512, 64, 16_384),
    jobQueueTimeoutMs: integer(env, 'JOB_QUEUE_TIMEOUT_MS', 30_000, 1, 600_000),
    jobsInFlightPerAccount: integer(env, 'JOBS_IN_FLIGHT_PER_ACCOUNT', 2, 1, 1000),
    jobsInFlightPerAddress: integer(env, 'JOBS_IN_FLIGHT_PER_ADDRESS', 4, 1, 1000),
    uploadsInFlight: integer(env, 'UPLOADS_IN_FLIGHT', 64, 1, 100_000),
    uploadsInFlightPerAddress: integer(env, 'UPLOADS_IN_FLIGHT_PER_ADDRESS', 4, 1, 100_000),
    requestTimeoutMs: integer(env, 'REQUEST_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 30_000, 0, 600_000),
    trustProxy: trustProxy(env),
    webDistDir: env.WEB_DIST_DIR?.trim() || undefined,
    eventLoopStatsMs: integer(env, 'EVENT_LOOP_STATS_MS', 0, 0, 3_600_000),
    payments: payments(env),
  };
}
