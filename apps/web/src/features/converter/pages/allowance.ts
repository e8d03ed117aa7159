import type { AnonymousCheckResponse, PageCheckResponse, User } from '@statemint/contracts';
import { PAGES_TEXTS as T } from './texts.ts';

/** What the visitor may still convert, as the converter needs it before anything is uploaded. */
export type Allowance =
  | {
      kind: 'anonymous';
      canConvert: boolean;
      refusal: AnonymousCheckResponse['refusal'];
      addressUsed: number;
      addressResetsAt: string | null;
    }
  | { kind: 'daily' | 'monthly'; remaining: number; limit: number; resetsAt: string | null }
  | { kind: 'unlimited' };

/** The allowance of a signed-in user (with the page check's reset time when known), else of the browser. */
export function allowanceOf(
  user: Pick<User, 'subscription_tier' | 'pages_remaining' | 'pages_limit'> | null,
  anonymous: AnonymousCheckResponse | null,
  pageCheck: Pick<PageCheckResponse, 'resets_at'> | null,
): Allowance {
  if (user) {
    if (user.pages_limit === null || user.subscription_tier === 'enterprise')
      return { kind: 'unlimited' };
    return {
      kind: user.subscription_tier === 'daily_free' ? 'daily' : 'monthly',
      remaining: user.pages_remaining ?? 0,
      limit: user.pages_limit,
      resetsAt: pageCheck?.resets_at ?? null,
    };
  }
  // A failed check is only logged (spec section 7): the visitor keeps the benefit of the doubt.
  return {
    kind: 'anonymous',
    canConvert: anonymous?.can_convert ?? true,
    refusal: anonymous?.refusal ?? null,
    addressUsed: anonymous?.address_conversions_used ?? 0,
    addressResetsAt: anonymous?.address_resets_at ?? null,
  };
}

/** What is left, in words: 'you have 7 left today'. */
export function leftText(allowance: Allowance): string {
  switch (allowance.kind) {
    case 'anonymous':
      return T.left.anonymous;
    case 'daily':
      return T.left.daily(allowance.remaining);
    case 'monthly':
      return T.left.monthly(allowance.remaining);
    case 'unlimited':
      return T.left.unlimited;
  }
}

/** The line shown once a file's pages are counted: '4 pages – you have 7 left today'. */
export function pagesLine(pages: number, charged: number, allowance: Allowance): string {
  return `${T.pages(pages, charged)} – ${leftText(allowance)}`;
}

/** Whether `charged` pages (over one or more files) fit the allowance. */
export function fits(charged: number, allowance: Allowance): boolean {
  switch (allowance.kind) {
    case 'anonymous':
      return allowance.canConvert;
    case 'unlimited':
      return true;
    default:
      return charged <= allowance.remaining;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Beyond this the reset is told as a date, not only a time. */
const SAME_DAY_MS = 24 * HOUR;

/** How long until the reset: '35 min', '21 h', '16 days' (rounded up, so it never promises too early). */
export function waitText(ms: number): string {
  if (ms < HOUR) return T.waitMinutes(Math.max(1, Math.ceil(ms / MINUTE)));
  if (ms < 2 * SAME_DAY_MS) return T.waitHours(Math.ceil(ms / HOUR));
  return T.waitDays(Math.ceil(ms / SAME_DAY_MS));
}

/** 'Resets at 14:03, in 21 h.', or with the date when it is more than a day away; null when unknown. */
export function resetText(resetsAt: string | null, now: number, timeZone?: string): string | null {
  if (resetsAt === null) return null;
  const at = new Date(resetsAt);
  if (Number.isNaN(at.getTime())) return null;
  const zone = timeZone ? { timeZone } : {};
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...zone,
  }).format(at);
  const wait = waitText(Math.max(0, at.getTime() - now));
  if (at.getTime() - now <= SAME_DAY_MS) return T.resetsAt(time, wait);
  const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', ...zone }).format(
    at,
  );
  return T.resetsOn(date, time, wait);
}

/** The card that replaces the drop zone when nothing can be converted. */
export type LimitCardModel = {
  /** The spec's text for this limit. */
  title: string;
  /** What was used, in numbers. */
  used: string;
  /** The spec's hint or detail, kept beside the numbers. */
  hint: string;
  reset: string | null;
  action: 'upgrade' | 'signup';
};

/** The out-of-pages (or out-of-conversions) card, or null while something can still be converted. */
export function limitCard(
  allowance: Allowance,
  now: number,
  timeZone?: string,
): LimitCardModel | null {
  switch (allowance.kind) {
    case 'unlimited':
      return null;
    case 'anonymous':
      if (allowance.canConvert) return null;
      return allowance.refusal === 'address_cap'
        ? {
            title: T.card.addressCap,
            used: T.card.usedAddress(allowance.addressUsed),
            hint: T.card.anonymousUsedMore,
            reset: resetText(allowance.addressResetsAt, now, timeZone),
            action: 'signup',
          }
        : {
            title: T.card.anonymousUsed,
            used: T.card.usedAnonymous,
            hint: T.card.anonymousUsedMore,
            reset: T.card.anonymousNoReset,
            action: 'signup',
          };
    default:
      if (allowance.remaining > 0) return null;
      return {
        title: T.card.insufficient,
        used:
          allowance.kind === 'daily'
            ? T.card.usedDaily(allowance.limit)
            : T.card.usedMonthly(allowance.limit),
        hint: allowance.kind === 'daily' ? T.card.dailyHint : T.card.monthlyHint,
        reset: resetText(allowance.resetsAt, now, timeZone),
        action: 'upgrade',
      };
  }
}
