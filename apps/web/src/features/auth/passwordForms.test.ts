import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECURITY_MESSAGES as M, MESSAGES } from '@statemint/contracts';
import { validateChange, validateForgot, validateReset } from './passwordForms.ts';

const STRONG = 'Corr3ct-Horse!';

describe('validateForgot', () => {
  it('checks the email as sign-up does', () => {
    expect(validateForgot('')).toBe(MESSAGES.emailRequired);
    expect(validateForgot('ada@')).toBe(MESSAGES.invalidEmail);
    expect(validateForgot('  ada@example.com ')).toBeNull();
  });
});

describe('validateReset', () => {
  const valid = { token: 'abc', password: STRONG, confirmPassword: STRONG };
  it('needs the link’s token and a new password under the signup rules', () => {
    expect(validateReset({ ...valid, token: '' })).toBe(M.invalidResetToken);
    expect(validateReset({ ...valid, password: 'short1', confirmPassword: 'short1' })).toBe(
      MESSAGES.passwordTooShort,
    );
    expect(validateReset({ ...valid, confirmPassword: 'other' })).toBe(
      MESSAGES.passwordsDoNotMatch,
    );
    expect(validateReset({ ...valid, password: 'password', confirmPassword: 'password' })).toBe(
      MESSAGES.passwordTooCommon,
    );
    expect(validateReset(valid)).toBeNull();
  });
});

describe('validateChange', () => {
  const valid = { current: 'old one', next: STRONG, confirm: STRONG };
  it('needs the current password, then the signup rules with the user’s own email', () => {
    expect(validateChange({ ...valid, current: '' }, 'ada@example.com')).toBe(
      M.currentPasswordRequired,
    );
    expect(validateChange({ ...valid, confirm: 'x' }, 'ada@example.com')).toBe(
      MESSAGES.passwordsDoNotMatch,
    );
    expect(
      validateChange(
        { ...valid, next: 'Lovelace1815', confirm: 'Lovelace1815' },
        'lovelace1815@x.io',
      ),
    ).toBe(MESSAGES.passwordIsEmail);
    expect(validateChange(valid, 'ada@example.com')).toBeNull();
  });
});
