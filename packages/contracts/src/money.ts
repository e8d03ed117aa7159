/** Cents per unit of every currency the engine reads (all have two decimals). */
const CENTS_PER_UNIT = 100;

/** Integer cents to the JSON edge: a number with at most two decimals. */
export function centsToMoney(cents: number): number {
  return Math.round(cents) / CENTS_PER_UNIT;
}

/** A number from the JSON edge to integer cents. */
export function moneyToCents(value: number): number {
  return Math.round(value * CENTS_PER_UNIT);
}
