import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@statemint/contracts';
import {
  passwordMatchText,
  passwordScore,
  strengthLabel,
  validateSignup,
  type SignupFields,
} from './validation.ts';

const VALID: SignupFields = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'Str0ng!pass',
  confirmPassword: 'Str0ng!pass',
  acceptTerms: true,
};

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(VALID)).toBeNull();
  });

  it('reports each rule with the spec message', () => {
    expect(validateSignup({ ...VALID, fullName: '   ' })).toBe('Full name is required');
    expect(validateSignup({ ...VALID, email: '' })).toBe('Email is required');
    expect(validateSignup({ ...VALID, email: 'ada@example' })).toBe(
      'Please enter a valid email address',
    );
    expect(validateSignup({ ...VALID, password: 'Sh0rt!', confirmPassword: 'Sh0rt!' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(validateSignup({ ...VALID, confirmPassword: 'different1!' })).toBe(
      'Passwords do not match',
    );
    expect(validateSignup({ ...VALID, acceptTerms: false })).toBe(
      'You must accept the terms and privacy policy',
    );
  });

  it('checks in the spec order: the earliest failing rule wins', () => {
    const allWrong: SignupFields = {
      fullName: '',
      email: 'nope',
      password: 'short',
      confirmPassword: 'other',
      acceptTerms: false,
    };
    expect(validateSignup(allWrong)).toBe('Full name is required');
    expect(validateSignup({ ...allWrong, fullName: 'A' })).toBe(
      'Please enter a valid email address',
    );
    expect(validateSignup({ ...allWrong, fullName: 'A', email: 'a@b.co' })).toBe(
      'Password must be at least 8 characters long',
    );
    expect(
      validateSignup({ ...allWrong, fullName: 'A', email: 'a@b.co', password: 'longenough' }),
    ).toBe('Passwords do not match');
  });

  it('refuses what the server refuses before submitting: common passwords, the email, long fields', () => {
    const same = (password: string) => ({ ...VALID, password, confirmPassword: password });
    expect(validateSignup(same('12345678'))).toBe(MESSAGES.passwordTooCommon);
    expect(validateSignup(same('Password'))).toBe(MESSAGES.passwordTooCommon);
    expect(validateSignup(same('        '))).toBe(MESSAGES.passwordTooCommon);
    expect(validateSignup(same('ada@example.com'))).toBe(MESSAGES.passwordIsEmail);
    expect(validateSignup({ ...VALID, fullName: 'n'.repeat(201) })).toBe(MESSAGES.fullNameTooLong);
    expect(validateSignup({ ...VALID, email: `${'e'.repeat(243)}@example.com` })).toBe(
      MESSAGES.emailTooLong,
    );
    // The spec's rules still come first, and the terms checkbox after the contract's rules.
    expect(validateSignup({ ...same('12345678'), email: '' })).toBe('Email is required');
    expect(validateSignup({ ...same('12345678'), acceptTerms: false })).toBe(
      MESSAGES.passwordTooCommon,
    );
  });
});

describe('password strength', () => {
  it('counts length, uppercase, lowercase, digit and special character', () => {
    expect(passwordScore('')).toBe(0);
    expect(passwordScore('abc')).toBe(1);
    expect(passwordScore('abcdefgh')).toBe(2);
    expect(passwordScore('Abcdefgh')).toBe(3);
    expect(passwordScore('Abcdefg1')).toBe(4);
    expect(passwordScore('Abcdef1!')).toBe(5);
    expect(passwordScore('A1!')).toBe(3);
  });

  it('maps the score to the five meter labels', () => {
    expect([0, 1, 2, 3, 4, 5].map(strengthLabel)).toEqual([
      'Very Weak',
      'Very Weak',
      'Weak',
      'Fair',
      'Good',
      'Strong',
    ]);
  });

  it('says whether the passwords match once a confirmation is typed', () => {
    expect(passwordMatchText('secret12', '')).toBeNull();
    expect(passwordMatchText('secret12', 'secret12')).toBe('Passwords match');
    expect(passwordMatchText('secret12', 'secret1')).toBe('Passwords do not match');
  });
});
