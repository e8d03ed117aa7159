import {
  DAILY_FREE_PAGES,
  MESSAGES,
  type AnonymousCheckResponse,
  type User,
} from '@statemint/contracts';
import { CONVERTER_TEXTS } from './texts.ts';

const B = CONVERTER_TEXTS.banner;

/** daily_free users see Upgrade at this many pages left or fewer (spec section 9). */
export const UPGRADE_PROMPT_PAGES = 2;

export type QuotaBannerModel =
  | { kind: 'anonymous'; title: string; detail: string | null; used: boolean }
  | { kind: 'user'; title: string; hint: string; showUpgrade: boolean };

/** The anonymous visitor's banner (spec section 2). */
export function anonymousBanner(
  status: (Pick<AnonymousCheckResponse, 'can_convert'> & Partial<AnonymousCheckResponse>) | null,
): QuotaBannerModel {
  // A failed check is only logged (spec section 7): the visitor keeps the benefit of the doubt.
  const used = status !== null && !status.can_convert;
  // This browser's conversion is unused, but its network's daily cap is (issue 10): promise nothing.
  if (used && status.refusal === 'address_cap') {
    return {
      kind: 'anonymous',
      title: MESSAGES.anonymousAddressCap,
      detail: B.anonymousUsedMore,
      used,
    };
  }
  return used
    ? { kind: 'anonymous', title: B.anonymousUsed, detail: B.anonymousUsedMore, used }
    : { kind: 'anonymous', title: B.anonymousAvailable, detail: null, used };
}

/** The signed-in user's banner (spec section 2). */
export function userBanner(
  user: Pick<User, 'subscription_tier' | 'pages_remaining' | 'pages_limit'>,
): QuotaBannerModel {
  const remaining = user.pages_remaining ?? 0;
  if (user.subscription_tier === 'enterprise') {
    return { kind: 'user', title: B.unlimited, hint: B.monthlyHint, showUpgrade: false };
  }
  if (user.subscription_tier === 'daily_free') {
    return {
      kind: 'user',
      title: B.daily(remaining, DAILY_FREE_PAGES),
      hint: B.dailyHint,
      showUpgrade: remaining <= UPGRADE_PROMPT_PAGES,
    };
  }
  return {
    kind: 'user',
    title: B.monthly(remaining, user.pages_limit ?? 0),
    hint: B.monthlyHint,
    showUpgrade: false,
  };
}
