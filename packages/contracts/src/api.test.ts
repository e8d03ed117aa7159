import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  ExportQuery,
  INVALID_DATE_FORMAT,
  INVALID_EUROPEAN,
  INVALID_EXPORT_FORMAT,
  AnonymousCheckRequest,
  DocumentParams,
  DownloadQuery,
  FINGERPRINT_TOO_LONG,
  INVALID_FORMAT,
  INVALID_LANGUAGE,
  INVALID_PAGE_COUNT,
  LoginRequest,
  MISSING_FINGERPRINT_BODY,
  PageCheckRequest,
  ProfileUpdateRequest,
} from './api.ts';
import { BODY_NOT_OBJECT, firstProblem } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { SignupRequest } from './signup.ts';

const PASSWORD = 'correct horse battery';
const valid = {
  full_name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: PASSWORD,
  confirm_password: PASSWORD,
};

describe('SignupRequest', () => {
  it('checks the spec’s rules in the spec’s order with its messages, then ours', () => {
    const cases: [unknown, string | null][] = [
      [valid, null],
      [{}, MESSAGES.fullNameRequired],
      [{ ...valid, full_name: '   ', email: '' }, MESSAGES.fullNameRequired],
      [{ ...valid, full_name: 'x'.repeat(201), email: '' }, MESSAGES.fullNameTooLong],
      [{ ...valid, email: '', password: 'x' }, MESSAGES.emailRequired],
      [{ ...valid, email: 'not-an-email', password: 'x' }, MESSAGES.invalidEmail],
      [{ ...valid, email: 'a@b', password: 'x' }, MESSAGES.invalidEmail],
      [{ ...valid, email: `${'a'.repeat(243)}@example.com` }, MESSAGES.emailTooLong],
      [{ ...valid, password: 'short12', confirm_password: 'different' }, MESSAGES.passwordTooShort],
      [{ ...valid, confirm_password: 'something else' }, MESSAGES.passwordsDoNotMatch],
      [
        { ...valid, password: 'p'.repeat(1025), confirm_password: 'p'.repeat(1025) },
        MESSAGES.passwordTooLong,
      ],
      [
        { ...valid, password: 'ada@example.com', confirm_password: 'ada@example.com' },
        MESSAGES.passwordIsEmail,
      ],
      [
        { ...valid, password: '12345678', confirm_password: '12345678' },
        MESSAGES.passwordTooCommon,
      ],
      [
        { ...valid, password: ' '.repeat(8), confirm_password: ' '.repeat(8) },
        MESSAGES.passwordTooCommon,
      ],
      [{ ...valid, email: 42 }, 'email must be a string.'],
      [[1, 2], BODY_NOT_OBJECT],
      [null, BODY_NOT_OBJECT],
      [undefined, BODY_NOT_OBJECT],
    ];
    for (const [input, problem] of cases) {
      expect({ input, problem: firstProblem(SignupRequest, input) }).toEqual({ input, problem });
    }
  });

  it('accepts an email of exactly 254 characters and a name of exactly 200, and trims both', () => {
    const email = `${'a'.repeat(242)}@example.com`;
    expect(email).toHaveLength(254);
    const parsed = z.parse(SignupRequest, {
      ...valid,
      full_name: ` ${'n'.repeat(200)} `,
      email: ` ${email} `,
    });
    expect(parsed.full_name).toBe('n'.repeat(200));
    expect(parsed.email).toBe(email);
    expect(parsed.password).toBe(PASSWORD);
  });
});

describe('LoginRequest', () => {
  it('requires both fields (spec section 5)', () => {
    for (const input of [
      {},
      { email: 'a@example.com' },
      { password: 'x' },
      { email: '  ', password: 'x' },
    ]) {
      expect(firstProblem(LoginRequest, input)).toBe(MESSAGES.fillAllFields);
    }
    expect(firstProblem(LoginRequest, { email: 'a@example.com', password: 'x' })).toBeNull();
    expect(firstProblem(LoginRequest, { email: 'a@example.com', password: 7 })).toBe(
      'password must be a string.',
    );
  });
});

describe('ProfileUpdateRequest', () => {
  it('requires a trimmed name of at most 200 characters and a known language', () => {
    const cases: [unknown, string | null][] = [
      [{ full_name: ' Grace ', language_preference: 'fr' }, null],
      [{ full_name: '   ', language_preference: 'en' }, MESSAGES.fullNameRequired],
      [{ language_preference: 'en' }, MESSAGES.fullNameRequired],
      [{ full_name: 'x'.repeat(201), language_preference: 'en' }, MESSAGES.fullNameTooLong],
      [{ full_name: 'Ada', language_preference: 'it' }, INVALID_LANGUAGE],
      [{ full_name: 'Ada' }, INVALID_LANGUAGE],
      [{ full_name: ['Ada'], language_preference: 'en' }, 'full_name must be a string.'],
    ];
    for (const [input, problem] of cases) {
      expect({ input, problem: firstProblem(ProfileUpdateRequest, input) }).toEqual({
        input,
        problem,
      });
    }
    expect(
      z.parse(ProfileUpdateRequest, {
        full_name: ' Grace ',
        language_preference: 'fr',
        email: 'x',
      }),
    ).toEqual({
      full_name: 'Grace',
      language_preference: 'fr',
    });
  });
});

describe('small requests', () => {
  it('page_count is a positive safe integer', () => {
    for (const bad of [0, -1, 1.5, '3', null, undefined, 2 ** 53]) {
      expect({ bad, problem: firstProblem(PageCheckRequest, { page_count: bad }) }).toEqual({
        bad,
        problem: INVALID_PAGE_COUNT,
      });
    }
    expect(firstProblem(PageCheckRequest, { page_count: 7 })).toBeNull();
  });

  it('the anonymous fingerprint is required, trimmed and at most 512 characters, with its own codes', () => {
    const issue = (input: unknown) => z.safeParse(AnonymousCheckRequest, input).error?.issues[0];
    expect(issue({})).toMatchObject({
      message: MISSING_FINGERPRINT_BODY,
      params: { code: 'missing_fingerprint' },
    });
    expect(issue({ browser_fingerprint: '  ' })).toMatchObject({
      message: MISSING_FINGERPRINT_BODY,
    });
    expect(issue({ browser_fingerprint: 'f'.repeat(513) })).toMatchObject({
      message: FINGERPRINT_TOO_LONG,
      params: { code: 'invalid_fingerprint' },
    });
    expect(z.parse(AnonymousCheckRequest, { browser_fingerprint: ' fp ' })).toEqual({
      browser_fingerprint: 'fp',
    });
  });

  it('a document id that is not a UUID is a 404, and the download format defaults to csv', () => {
    expect(z.safeParse(DocumentParams, { id: 'not-a-uuid' }).error?.issues[0]).toMatchObject({
      message: 'Document not found',
      params: { code: 'not_found', status: 404 },
    });
    expect(firstProblem(DocumentParams, { id: '00000000-0000-4000-8000-000000000000' })).toBeNull();
    expect(z.parse(DownloadQuery, {})).toEqual({ format: 'csv' });
    expect(firstProblem(DownloadQuery, { format: 'pdf' })).toBe(INVALID_FORMAT);
  });

  it('an export names its format; the date layout defaults to ISO and the European CSV to off', () => {
    expect(z.parse(ExportQuery, { format: 'qbo' })).toEqual({
      format: 'qbo',
      dateFormat: 'iso',
      european: '0',
    });
    expect(z.parse(ExportQuery, { format: 'csv', dateFormat: 'dmy', european: '1' })).toEqual({
      format: 'csv',
      dateFormat: 'dmy',
      european: '1',
    });
    expect(firstProblem(ExportQuery, {})).toBe(INVALID_EXPORT_FORMAT);
    expect(firstProblem(ExportQuery, { format: 'pdf' })).toBe(INVALID_EXPORT_FORMAT);
    expect(firstProblem(ExportQuery, { format: 'csv', dateFormat: 'ymd' })).toBe(
      INVALID_DATE_FORMAT,
    );
    expect(firstProblem(ExportQuery, { format: 'csv', european: 'yes' })).toBe(INVALID_EUROPEAN);
  });
});
