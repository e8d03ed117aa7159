import argon2 from 'argon2';

/** Argon2id parameters (OWASP's second recommended set: 19 MiB, 2 passes). */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The argon2id hash stored for a password. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}
