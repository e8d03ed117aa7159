import { firstProblem, LoginRequest } from '@statemint/contracts';

// Apart from validation.ts, so the sign-in page does not load the sign-up rules' common-password list.

export type LoginFields = { email: string; password: string };

/** The login check of spec section 5 (the server's contract): the first failing message, or null. */
export function validateLogin(fields: LoginFields): string | null {
  return firstProblem(LoginRequest, fields);
}
