/** Money styles and an account-plan shorthand shared by the layouts added for issue 8. */
import type { AccountPlan, Locale } from '../data.ts';
import type { MoneyStyle } from '../format.ts';
import { EU_NUMBERS, FR_NUMBERS, US_NUMBERS } from '../format.ts';

export const US_MINUS: MoneyStyle = { numbers: US_NUMBERS, negative: 'minus' };
export const US_PLAIN: MoneyStyle = { numbers: US_NUMBERS, negative: 'none' };
export const EU_MINUS: MoneyStyle = { numbers: EU_NUMBERS, negative: 'minus' };
export const EU_PLAIN: MoneyStyle = { numbers: EU_NUMBERS, negative: 'none' };
export const FR_MINUS: MoneyStyle = { numbers: FR_NUMBERS, negative: 'minus' };
export const FR_PLAIN: MoneyStyle = { numbers: FR_NUMBERS, negative: 'none' };

/** A plan with the fields every layout sets, the rest given in `more`. */
export function plan(
  seed: number,
  locale: Locale,
  number: string,
  name: string,
  period: readonly [string, string],
  count: number,
  opening: number,
  more: Partial<AccountPlan> = {},
): AccountPlan {
  return { seed, locale, number, name, start: period[0], end: period[1], count, opening, ...more };
}
