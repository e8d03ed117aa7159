import { createHmac, randomBytes } from 'node:crypto';

/** Random bytes in a bearer token: 256 bits, so a token cannot be guessed. */
const TOKEN_BYTES = 32;

export function newToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** Keyed hash for values we look up but must not store in the clear (tokens, fingerprints, addresses). */
export function keyedHash(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}
