import { describe, expect, it } from 'vitest';
import {
  fallbackFingerprint,
  fingerprintFromComponents,
  hashString,
  type FingerprintComponents,
} from './hash.ts';

const BROWSER: FingerprintComponents = {
  canvas: 'data:image/png;base64,AAAA',
  webgl: 'Mesa|llvmpipe',
  audio: '124.04347527516074',
  screen: '1280x720x24',
  timezone: 'Europe/Berlin',
  language: 'en-US',
  platform: 'Linux x86_64',
  features: 'cookies,localStorage,indexedDB',
};

describe('hashString', () => {
  it('gives the reference cyrb53 values', () => {
    expect(hashString('')).toBe(Number(3338908027751811).toString(16).padStart(14, '0'));
    expect(hashString('a')).toBe(Number(7929297801672961).toString(16).padStart(14, '0'));
  });

  it('is 14 hex digits, stable, and changes with the input and the seed', () => {
    const value = hashString('statemint');
    expect(value).toMatch(/^[0-9a-f]{14}$/);
    expect(hashString('statemint')).toBe(value);
    expect(hashString('statemint!')).not.toBe(value);
    expect(hashString('statemint', 1)).not.toBe(value);
  });
});

describe('fingerprintFromComponents', () => {
  it('is the same for the same signals, whatever the key order', () => {
    const reordered = Object.fromEntries(
      Object.entries(BROWSER).reverse(),
    ) as FingerprintComponents;
    expect(fingerprintFromComponents(reordered)).toBe(fingerprintFromComponents(BROWSER));
    expect(fingerprintFromComponents(BROWSER)).toMatch(/^fp-[0-9a-f]{28}$/);
  });

  it('changes when any one signal changes', () => {
    const base = fingerprintFromComponents(BROWSER);
    for (const key of Object.keys(BROWSER) as (keyof FingerprintComponents)[]) {
      expect(fingerprintFromComponents({ ...BROWSER, [key]: `${BROWSER[key]}x` })).not.toBe(base);
    }
  });
});

describe('fallbackFingerprint', () => {
  it('carries the timestamp in base 36 and differs over time', () => {
    const at = 1_795_000_000_000;
    const value = fallbackFingerprint('Mozilla/5.0', at);
    expect(value).toBe(`fb-${hashString(`Mozilla/5.0|${at}`)}-${at.toString(36)}`);
    expect(fallbackFingerprint('Mozilla/5.0', at + 1)).not.toBe(value);
  });
});
