import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@statemint/contracts';
import { profileUpdate } from './profile.ts';

describe('profileUpdate', () => {
  it('trims the name and keeps the language', () => {
    expect(profileUpdate('  Ada Lovelace ', 'fr')).toEqual({
      ok: true,
      body: { full_name: 'Ada Lovelace', language_preference: 'fr' },
    });
  });

  it('refuses an empty name (spec section 5) and one over 200 characters, as the server does', () => {
    expect(profileUpdate('   ', 'en')).toEqual({ ok: false, message: 'Full name is required' });
    expect(profileUpdate('n'.repeat(201), 'en')).toEqual({
      ok: false,
      message: MESSAGES.fullNameTooLong,
    });
    expect(profileUpdate(` ${'n'.repeat(200)} `, 'en')).toEqual({
      ok: true,
      body: { full_name: 'n'.repeat(200), language_preference: 'en' },
    });
  });
});
