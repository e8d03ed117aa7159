import { describe, expect, it } from 'vitest';
import { OAUTH_ERROR_CODES, OAUTH_MESSAGES, oauthErrorFromHash } from './oauth.ts';

describe('oauthErrorFromHash', () => {
  it('reads a known code from the /login hash, and nothing else', () => {
    expect(oauthErrorFromHash('#oauth_error=cancelled')).toBe('cancelled');
    expect(oauthErrorFromHash('oauth_error=invalid_state&x=1')).toBe('invalid_state');
    expect(oauthErrorFromHash('#oauth_error=<script>')).toBeNull();
    expect(oauthErrorFromHash('#session_id=abc')).toBeNull();
    expect(oauthErrorFromHash('')).toBeNull();
  });

  it('every code has its text', () => {
    expect(Object.keys(OAUTH_MESSAGES.errors).sort()).toEqual([...OAUTH_ERROR_CODES].sort());
  });
});
