import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SECRET_FILE_NAME } from '../src/config.ts';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'statemint-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('has a sane default for every setting and keeps a generated secret in DATA_DIR', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      logLevel: 'info',
      sessionIdleSeconds: 604_800,
      loginFreeFailures: 5,
      loginBackoffMaxSeconds: 300,
      loginLimitPerAddress: 50,
      loginLimitWindowSeconds: 900,
      signupLimitPerAddress: 10,
      signupLimitWindowSeconds: 3600,
      anonymousDailyLimitPerAddress: 3,
      anonymousFreeFailuresPerAddress: 3,
      conversionWarmChildren: 1,
      jobTimeoutMs: 30_000,
      jobTimeoutFreeMs: 10_000,
      jobMemoryMb: 512,
      jobQueueTimeoutMs: 30_000,
      jobsInFlightPerAccount: 2,
      jobsInFlightPerAddress: 4,
      uploadsInFlight: 64,
      uploadsInFlightPerAddress: 4,
      requestTimeoutMs: 120_000,
      shutdownTimeoutMs: 30_000,
      trustProxy: false,
      webDistDir: undefined,
      eventLoopStatsMs: 0,
    });
    const stored = readFileSync(path.join(dataDir, SECRET_FILE_NAME), 'utf8').trim();
    expect(config.tokenSecrets).toEqual([stored]);
    expect(stored.length).toBeGreaterThanOrEqual(32);
    // A restart reads the same secret back, so tokens survive it.
    expect(loadConfig({ DATA_DIR: dataDir }).tokenSecrets).toEqual([stored]);
  });

  it('reads every setting from the environment', () => {
    const config = loadConfig({
      PORT: '3000',
      HOST: '127.0.0.1',
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u:p@db:5432/statemint',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: `${'a'.repeat(32)},${'b'.repeat(32)}`,
      SESSION_IDLE_SECONDS: '3600',
      LOGIN_FREE_FAILURES: '3',
      LOGIN_BACKOFF_MAX_SECONDS: '60',
      LOGIN_LIMIT_PER_ADDRESS: '20',
      LOGIN_LIMIT_WINDOW_SECONDS: '60',
      SIGNUP_LIMIT_PER_ADDRESS: '4',
      SIGNUP_LIMIT_WINDOW_SECONDS: '120',
      ANONYMOUS_DAILY_LIMIT_PER_ADDRESS: '9',
      ANONYMOUS_FREE_FAILURES_PER_ADDRESS: '1',
      CONVERSION_WORKERS: '3',
      CONVERSION_WARM_CHILDREN: '0',
      JOB_TIMEOUT_MS: '5000',
      JOB_TIMEOUT_FREE_MS: '2000',
      JOB_MEMORY_MB: '256',
      JOB_QUEUE_TIMEOUT_MS: '7000',
      JOBS_IN_FLIGHT_PER_ACCOUNT: '3',
      JOBS_IN_FLIGHT_PER_ADDRESS: '6',
      UPLOADS_IN_FLIGHT: '20',
      UPLOADS_IN_FLIGHT_PER_ADDRESS: '2',
      REQUEST_TIMEOUT_MS: '60000',
      SHUTDOWN_TIMEOUT_MS: '1000',
      TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      WEB_DIST_DIR: '/srv/web',
      EVENT_LOOP_STATS_MS: '1000',
    });
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:p@db:5432/statemint',
      logLevel: 'warn',
      tokenSecrets: ['a'.repeat(32), 'b'.repeat(32)],
      sessionIdleSeconds: 3600,
      loginFreeFailures: 3,
      loginBackoffMaxSeconds: 60,
      loginLimitPerAddress: 20,
      loginLimitWindowSeconds: 60,
      signupLimitPerAddress: 4,
      signupLimitWindowSeconds: 120,
      anonymousDailyLimitPerAddress: 9,
      anonymousFreeFailuresPerAddress: 1,
      conversionWorkers: 3,
      conversionWarmChildren: 0,
      jobTimeoutMs: 5000,
      jobTimeoutFreeMs: 2000,
      jobMemoryMb: 256,
      jobQueueTimeoutMs: 7000,
      jobsInFlightPerAccount: 3,
      jobsInFlightPerAddress: 6,
      uploadsInFlight: 20,
      uploadsInFlightPerAddress: 2,
      requestTimeoutMs: 60_000,
      shutdownTimeoutMs: 1000,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
      webDistDir: '/srv/web',
      eventLoopStatsMs: 1000,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
  });

  it('stops on a bad value with one clear line', () => {
    const bad: [Record<string, string>, string][] = [
      [{ PORT: 'eighty' }, 'PORT must be a whole number between 0 and 65535, got "eighty"'],
      [{ PORT: '70000' }, 'PORT must be between 0 and 65535, got 70000'],
      [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a postgres:// or postgresql:// URL'],
      [
        { LOG_LEVEL: 'loud' },
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"',
      ],
      [
        { TOKEN_SECRET: 'short' },
        'TOKEN_SECRET must be at least 32 characters (comma-separated for rotation)',
      ],
      [{ CONVERSION_WORKERS: '0' }, 'CONVERSION_WORKERS must be between 1 and 64, got 0'],
      [
        { JOB_TIMEOUT_MS: '-5' },
        'JOB_TIMEOUT_MS must be a whole number between 1 and 600000, got "-5"',
      ],
      [
        { TRUST_PROXY: 'yes please' },
        'TRUST_PROXY must be true, false, a hop count or a comma-separated list of addresses/CIDRs, got "yes please"',
      ],
    ];
    for (const [env, message] of bad) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new ConfigError(message));
    }
  });
});

describe('loadConfig: Google sign-in (OIDC_*)', () => {
  it('is off by default, with Google as the issuer', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: undefined,
      clientSecret: undefined,
      redirectUri: undefined,
    });
  });

  it('reads the issuer, the client and the redirect URI', () => {
    const env = {
      OIDC_ISSUER: 'https://login.example.com/realm',
      OIDC_CLIENT_ID: ' app-id ',
      OIDC_CLIENT_SECRET: 'app-secret',
      OIDC_REDIRECT_URI: 'https://statemint.example/api/auth/oauth/google/callback',
    };
    expect(loadConfig({ DATA_DIR: tempDir(), ...env }).oidc).toEqual({
      issuer: 'https://login.example.com/realm',
      clientId: 'app-id',
      clientSecret: 'app-secret',
      redirectUri: 'https://statemint.example/api/auth/oauth/google/callback',
    });
    // Plain HTTP only on this machine (tests, development).
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(
        loadConfig({ DATA_DIR: tempDir(), OIDC_ISSUER: `http://${host}:9000` }).oidc.issuer,
      ).toBe(`http://${host}:9000`);
    }
  });

  it('stops on a bad value with one clear line', () => {
    const bad: [Record<string, string>, string][] = [
      [
        { OIDC_ISSUER: 'http://accounts.example.com' },
        'OIDC_ISSUER must be an https:// URL (http:// only on localhost), got "http://accounts.example.com"',
      ],
      [
        { OIDC_ISSUER: 'accounts.google.com' },
        'OIDC_ISSUER must be an https:// URL, got "accounts.google.com"',
      ],
      [{ OIDC_CLIENT_SECRET: 'secret' }, 'OIDC_CLIENT_SECRET is set but OIDC_CLIENT_ID is not'],
      [
        { OIDC_REDIRECT_URI: 'https://statemint.example/callback' },
        'OIDC_REDIRECT_URI must end with /api/auth/oauth/google/callback (no query), got "https://statemint.example/callback"',
      ],
      [
        { OIDC_REDIRECT_URI: 'http://statemint.example/api/auth/oauth/google/callback' },
        'OIDC_REDIRECT_URI must be an https:// URL (http:// only on localhost), got "http://statemint.example/api/auth/oauth/google/callback"',
      ],
    ];
    for (const [env, message] of bad) {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(new ConfigError(message));
    }
  });
});
