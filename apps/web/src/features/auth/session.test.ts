import { describe, expect, it } from 'vitest';
import {
  afterAuthTarget,
  isAuthenticated,
  isStorableToken,
  oauthStartUrl,
  sessionIdFromHash,
} from './session.ts';

describe('sessionIdFromHash', () => {
  it('reads session_id from the hash fragment', () => {
    expect(sessionIdFromHash('#session_id=abc123')).toBe('abc123');
    expect(sessionIdFromHash('#foo=1&session_id=x%2By')).toBe('x+y');
    expect(sessionIdFromHash('')).toBeNull();
    expect(sessionIdFromHash('#session_id=')).toBeNull();
    expect(sessionIdFromHash('#other=1')).toBeNull();
  });
});

describe('token rules', () => {
  it('never stores the oauth_session marker', () => {
    expect(isStorableToken('oauth_session')).toBe(false);
    expect(isStorableToken('')).toBe(false);
    expect(isStorableToken('eyJ.token')).toBe(true);
  });

  it('is authenticated only with both token and user', () => {
    expect(isAuthenticated('t', { id: '1' })).toBe(true);
    expect(isAuthenticated(null, { id: '1' })).toBe(false);
    expect(isAuthenticated('t', null)).toBe(false);
  });
});

describe('afterAuthTarget', () => {
  it('returns to the remembered location with its query', () => {
    expect(afterAuthTarget({ from: { pathname: '/documents', search: '?q=1', hash: '' } })).toBe(
      '/documents?q=1',
    );
    expect(afterAuthTarget({ from: { pathname: '/settings' } })).toBe('/settings');
  });

  it('falls back to /converter for no, foreign or auth-page locations', () => {
    expect(afterAuthTarget(null)).toBe('/converter');
    expect(afterAuthTarget({})).toBe('/converter');
    expect(afterAuthTarget({ from: { pathname: '//evil.example' } })).toBe('/converter');
    expect(afterAuthTarget({ from: { pathname: '/login' } })).toBe('/converter');
  });
});

describe('oauthStartUrl', () => {
  it('asks the provider to come back to the converter', () => {
    expect(oauthStartUrl('https://statemint.app')).toBe(
      '/api/auth/oauth/google/start?redirect=https%3A%2F%2Fstatemint.app%2Fconverter',
    );
  });
});
