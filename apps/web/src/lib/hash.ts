/** Seeds of the two 32-bit lanes of the hash (cyrb53, public domain). */
const LANE_SEED_A = 0xdeadbeef;
const LANE_SEED_B = 0x41c6ce57;

/** A fast, well-mixed 53-bit string hash as 14 hex digits; not cryptographic, only an identifier. */
export function hashString(input: string, seed = 0): string {
  let h1 = LANE_SEED_A ^ seed;
  let h2 = LANE_SEED_B ^ seed;
  for (let i = 0; i < input.length; i++) {
    const ch = input.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  const value = 4294967296 * (2097151 & h2) + (h1 >>> 0);
  return value.toString(16).padStart(14, '0');
}

/** The signals a browser fingerprint is made of (spec section 3). */
export type FingerprintComponents = {
  canvas: string;
  webgl: string;
  audio: string;
  screen: string;
  timezone: string;
  language: string;
  platform: string;
  features: string;
};

/** Prefix of a fingerprint built from the full set of signals. */
export const FINGERPRINT_PREFIX = 'fp';

/** Prefix of the timestamp fallback used when collecting the signals fails. */
export const FALLBACK_PREFIX = 'fb';

/** Combines the signals in a fixed key order, so equal browsers give equal fingerprints. */
export function fingerprintFromComponents(components: FingerprintComponents): string {
  const keys = Object.keys(components).sort() as (keyof FingerprintComponents)[];
  const canonical = keys.map((key) => `${key}=${components[key]}`).join('|');
  // Two differently seeded hashes make accidental collisions between browsers negligible.
  return `${FINGERPRINT_PREFIX}-${hashString(canonical)}${hashString(canonical, 1)}`;
}

/** The spec's fallback: a simple hash of what is cheaply known, plus the time it was made. */
export function fallbackFingerprint(userAgent: string, timestampMs: number): string {
  return `${FALLBACK_PREFIX}-${hashString(`${userAgent}|${timestampMs}`)}-${timestampMs.toString(36)}`;
}
