import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { OAUTH_PATHS } from '@statemint/contracts';
import { ConfigError, integer, type Env } from './config-env.ts';
import { paymentsConfig, type PaymentsConfig } from './config-payments.ts';

/** Bytes of a generated token secret. */
const GENERATED_SECRET_BYTES = 32;
/** Shortest accepted TOKEN_SECRET, so a typo cannot become a guessable key. */
const MIN_SECRET_LENGTH = 32;
/** File in DATA_DIR that keeps the generated token secret between restarts. */
export const SECRET_FILE_NAME = 'token-secret';
/** Default conversion processes: one per core, at most this many. */
const MAX_DEFAULT_WORKERS = 4;

export type TrustProxy = boolean | number | string[];

/** External sign-in through an OpenID provider (Google by default); off while `clientId` is unset. */
export type OidcConfig = {
  /** The issuer identifier; its discovery document names every endpoint. */
  issuer: string;
  clientId: string | undefined;
  /** Unset for a public client (PKCE alone). */
  clientSecret: string | undefined;
  /** Pins the callback URL; by default it is built from the request's protocol and host. */
  redirectUri: string | undefined;
};

/** Google's issuer identifier, the default OIDC_ISSUER. */
export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Path of the callback, which OIDC_REDIRECT_URI must keep (the route is registered there). */
const OIDC_CALLBACK_PATH = OAUTH_PATHS.googleCallback;
/** Hosts where a plain-HTTP issuer or redirect URI is accepted: a provider on this machine (tests, development). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

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
  /** Conversion children started before any job asks for one (at most conversionWorkers); 0 starts them on demand. */
  conversionWarmChildren: number;
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
  oidc: OidcConfig;
  /** Outgoing mail server (smtp:// or smtps://); without it mails are written to the log. */
  smtpUrl: string | undefined;
  /** Sender of the mails the server sends. */
  mailFrom: string;
  /** The origin users reach the app at (links in mails); without it, the request's own origin. */
  publicBaseUrl: string | undefined;
  /** Password reset mails asked for per client address per window (429 beyond). */
  passwordResetLimitPerAddress: number;
  /** Password reset mails sent to one account per window (more are not sent, with the same answer). */
  passwordResetMailsPerAccount: number;
  passwordResetLimitWindowSeconds: number;
  payments: PaymentsConfig;
};

export { ConfigError } from './config-env.ts';
export type { PaymentsConfig, StripeApi } from './config-payments.ts';

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

/** An http(s) URL, plain HTTP only on a loopback host. */
function secureUrl(name: string, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an https:// URL, got "${raw}"`);
  }
  const loopbackHttp = url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !loopbackHttp) {
    throw new ConfigError(
      `${name} must be an https:// URL (http:// only on localhost), got "${raw}"`,
    );
  }
  return url;
}

function oidcConfig(env: Env): OidcConfig {
  const issuer = env.OIDC_ISSUER?.trim() || GOOGLE_ISSUER;
  secureUrl('OIDC_ISSUER', issuer);
  const clientId = env.OIDC_CLIENT_ID?.trim() || undefined;
  const clientSecret = env.OIDC_CLIENT_SECRET?.trim() || undefined;
  if (clientSecret && !clientId) {
    throw new ConfigError('OIDC_CLIENT_SECRET is set but OIDC_CLIENT_ID is not');
  }
  const redirectUri = env.OIDC_REDIRECT_URI?.trim() || undefined;
  if (redirectUri) {
    const url = secureUrl('OIDC_REDIRECT_URI', redirectUri);
    if (url.pathname !== OIDC_CALLBACK_PATH || url.search || url.hash) {
      throw new ConfigError(
        `OIDC_REDIRECT_URI must end with ${OIDC_CALLBACK_PATH} (no query), got "${redirectUri}"`,
      );
    }
  }
  return { issuer, clientId, clientSecret, redirectUri };
}

function smtpUrl(env: Env): string | undefined {
  const raw = env.SMTP_URL?.trim();
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new ConfigError('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return raw;
}

/** The public origin, e.g. `https://statemint.app`: no path, query or trailing slash. */
function publicBaseUrl(env: Env): string | undefined {
  const raw = env.PUBLIC_BASE_URL?.trim();
  if (!raw) return undefined;
  const problem = `PUBLIC_BASE_URL must be an http:// or https:// origin such as https://statemint.app, got "${raw}"`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(problem);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError(problem);
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || url.username !== '') {
    throw new ConfigError(problem);
  }
  return url.origin;
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
    conversionWarmChildren: integer(env, 'CONVERSION_WARM_CHILDREN', 1, 0, 64),
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
    oidc: oidcConfig(env),
    ...mailSettings(env),
    payments: paymentsConfig(env),
  };
}

/** Mail and the links in it. A mail server without a public origin is refused: the request's Host would
 * then choose where a reset link points, and a forged Host would send a victim's token to another site. */
function mailSettings(env: Env) {
  const smtp = smtpUrl(env);
  const base = publicBaseUrl(env);
  if (smtp && !base) {
    throw new ConfigError(
      'PUBLIC_BASE_URL must be set when SMTP_URL is: links in mails must not come from the Host header',
    );
  }
  return {
    smtpUrl: smtp,
    mailFrom: env.MAIL_FROM?.trim() || 'Statemint <no-reply@statemint.app>',
    publicBaseUrl: base,
    passwordResetLimitPerAddress: integer(
      env,
      'PASSWORD_RESET_LIMIT_PER_ADDRESS',
      10,
      1,
      1_000_000,
    ),
    passwordResetMailsPerAccount: integer(env, 'PASSWORD_RESET_MAILS_PER_ACCOUNT', 3, 1, 1_000_000),
    passwordResetLimitWindowSeconds: integer(
      env,
      'PASSWORD_RESET_LIMIT_WINDOW_SECONDS',
      3600,
      1,
      86_400,
    ),
  } satisfies Partial<Config>;
}
