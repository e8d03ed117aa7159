import type { PaymentStatusResponse } from '@statemint/contracts';

/** Payment-return polling (spec section 9): every 2 seconds, at most 5 attempts. */
export const PAYMENT_POLL_INTERVAL_MS = 2000;
export const PAYMENT_POLL_MAX_ATTEMPTS = 5;

export type PollDecision = 'paid' | 'expired' | 'retry' | 'timeout';

/** What to do after the given attempt (1-based) answered with this status (spec section 4). */
export function pollDecision(
  status: Pick<PaymentStatusResponse, 'payment_status' | 'status'>,
  attempt: number,
): PollDecision {
  if (status.payment_status === 'paid') return 'paid';
  if (status.status === 'expired') return 'expired';
  return attempt >= PAYMENT_POLL_MAX_ATTEMPTS ? 'timeout' : 'retry';
}
