import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const dirs: string[] = [];
function load(env: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'statemint-config-'));
  dirs.push(dir);
  return loadConfig({ DATA_DIR: dir, ...env });
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('mail settings', () => {
  it('default to no mail server (mails go to the log) and the request’s origin for links', () => {
    expect(load({})).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Statemint <no-reply@statemint.app>',
      publicBaseUrl: undefined,
      passwordResetLimitPerAddress: 10,
      passwordResetMailsPerAccount: 3,
      passwordResetLimitWindowSeconds: 3600,
    });
  });

  it('read SMTP_URL, MAIL_FROM and PUBLIC_BASE_URL (kept as an origin)', () => {
    expect(
      load({
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        MAIL_FROM: 'Statemint <hello@example.com>',
        PUBLIC_BASE_URL: 'https://statemint.app/',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Statemint <hello@example.com>',
      publicBaseUrl: 'https://statemint.app',
    });
  });

  it('stop the server with one clear line on a bad value', () => {
    const cases: [Record<string, string>, string][] = [
      [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
      [{ SMTP_URL: 'not a url' }, 'SMTP_URL must be an smtp:// or smtps:// URL'],
      [
        { SMTP_URL: 'smtp://127.0.0.1:2525' },
        'PUBLIC_BASE_URL must be set when SMTP_URL is: links in mails must not come from the Host header',
      ],
      [
        { PUBLIC_BASE_URL: 'https://statemint.app/app' },
        'PUBLIC_BASE_URL must be an http:// or https:// origin such as https://statemint.app, got "https://statemint.app/app"',
      ],
      [
        { PUBLIC_BASE_URL: 'ftp://statemint.app' },
        'PUBLIC_BASE_URL must be an http:// or https:// origin such as https://statemint.app, got "ftp://statemint.app"',
      ],
      [
        { PASSWORD_RESET_MAILS_PER_ACCOUNT: '0' },
        'PASSWORD_RESET_MAILS_PER_ACCOUNT must be between 1 and 1000000, got 0',
      ],
    ];
    for (const [env, message] of cases) {
      expect(() => load(env)).toThrow(new ConfigError(message));
    }
  });
});
