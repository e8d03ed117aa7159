import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_RANKS, COMMON_PASSWORDS_TEXT } from './common-passwords.ts';
import { MESSAGES, MIN_PASSWORD_LENGTH } from './messages.ts';
import { isCommonPassword, passwordProblem } from './passwords.ts';

describe('the common-password list', () => {
  it('is zxcvbn-ts’s top 10,000 passwords that the minimum length does not already refuse', () => {
    const expected = dictionary['passwords-common']
      .slice(0, COMMON_PASSWORD_RANKS)
      .filter((p) => p.length >= MIN_PASSWORD_LENGTH);
    expect(COMMON_PASSWORD_RANKS).toBe(10_000);
    expect(COMMON_PASSWORDS_TEXT.split('\n')).toEqual(expected);
    expect(expected).toHaveLength(3534);
  });
});

describe('isCommonPassword', () => {
  it('refuses the passwords the red team got through, in any letter case', () => {
    for (const password of ['12345678', 'password', 'PassWord', 'qwertyuiop', 'iloveyou']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
    }
  });

  it('refuses only spaces and one repeated character', () => {
    for (const password of [' '.repeat(8), '\t'.repeat(9), 'zzzzzzzzzz', '€€€€€€€€']) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: true });
    }
  });

  it('accepts passwords off the list', () => {
    for (const password of [
      'correct horse battery',
      'Corr3ct-Horse!',
      'zzzzzzzzzy',
      'bench password 123',
    ]) {
      expect({ password, common: isCommonPassword(password) }).toEqual({ password, common: false });
    }
  });
});

describe('passwordProblem', () => {
  it('refuses the email itself and its name part, ignoring case and surrounding spaces', () => {
    const email = 'Ada.Lovelace@Example.com';
    for (const password of [
      'ada.lovelace@example.com',
      ' ADA.LOVELACE@EXAMPLE.COM ',
      'ada.lovelace',
    ]) {
      expect(passwordProblem(password, email)).toBe(MESSAGES.passwordIsEmail);
    }
    expect(passwordProblem('ada.lovelace1', email)).toBeUndefined();
  });

  it('checks length, then the email, then the list', () => {
    expect(passwordProblem('p'.repeat(1025), 'a@b.co')).toBe(MESSAGES.passwordTooLong);
    expect(passwordProblem('p'.repeat(1024), 'a@b.co')).toBe(MESSAGES.passwordTooCommon);
    expect(passwordProblem('password', 'password@example.com')).toBe(MESSAGES.passwordIsEmail);
    expect(passwordProblem('12345678', 'a@b.co')).toBe(MESSAGES.passwordTooCommon);
    expect(passwordProblem('correct horse battery', 'a@b.co')).toBeUndefined();
    // An empty email (already refused by its own rule) matches no password.
    expect(passwordProblem('correct horse battery', '')).toBeUndefined();
  });
});
