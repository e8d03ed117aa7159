/**
 * Stage: a row -> its category, accounting sub-category and merchant (issue 10). Pure and table-driven:
 * the wordings live in categoryRules.ts and are compiled once here. What decides, in order:
 * - money in is always a `deposit` (the spec's deposits[] holds every credit); the first rule whose words
 *   occur names its sub-category, and on a card statement a payment to the card is a transfer;
 * - money out under a card, fee or ATM heading takes that heading's category;
 * - a check needs evidence: a check number or check wording (a "Checks" heading alone is not enough);
 * - else the first rule whose words occur decides category and sub-category;
 * - else, on a card statement (a liability) a debit is a card purchase; on an account, an electronic
 *   heading makes it a transfer and anything else is `other`.
 */
import type { Subcategory, TransactionCategory } from '@statemint/contracts';
import {
  CARD_PAYMENT_WORDS,
  CATEGORY_RULES,
  CHECK_WORDS,
  NOT_A_CHECK_AFTER,
  type CategoryRule,
} from './categoryRules.ts';
import { merchantName } from './merchant.ts';
import type { SectionKind } from './vocabulary.ts';
import { exactWordsRegExp, fold, wordsRegExp } from './wordMatch.ts';

type CompiledRule = CategoryRule & { find: RegExp; exact: RegExp };

const RULES: readonly CompiledRule[] = CATEGORY_RULES.map((rule) => ({
  ...rule,
  find: wordsRegExp(rule.words),
  exact: exactWordsRegExp(rule.words),
}));
const ruleFor = (subcategory: Subcategory): CompiledRule =>
  RULES.find((r) => r.subcategory === subcategory)!;
const CARD_RULE = ruleFor('card-purchase');
const CASH_RULE = ruleFor('cash');
const CARD_PAYMENT = wordsRegExp(CARD_PAYMENT_WORDS);
const CHECK_WORDING = wordsRegExp(
  CHECK_WORDS,
  `(?!\\s*(?:${NOT_A_CHECK_AFTER.join('|')})(?![A-Z0-9]))`,
);
const CHECK_NUMBER_RE = /\b(?:CHECK|CHEQUE|CHQ|CHK|SCHECK)\b\s*(?:NO\.?|#)?\s*(\d{2,})/i;

export type ClassifyInput = {
  /** The row's description, spaces collapsed. */
  description: string;
  /** Signed cents, money in positive. */
  cents: number;
  /** The heading of the section the row is printed under, if any. */
  section: SectionKind | null;
  /** The check number from the check-number column or the description. */
  checkNumber: string | null;
  /** Whether the account is a card or loan (balanceType `liability`). */
  liability: boolean;
};

export type Classification = {
  category: TransactionCategory;
  subcategory: Subcategory | null;
  /** A clean merchant name, read only for card purchases, bill payments and refunds. */
  merchant: string | null;
};

/** Reads a check number from a description such as "CHECK 1234" or "Check #1234". */
export function checkNumberFromDescription(description: string): string | null {
  return CHECK_NUMBER_RE.exec(description)?.[1] ?? null;
}

function named(
  category: TransactionCategory,
  rule: CompiledRule | null,
  description: string,
): Classification {
  return {
    category,
    subcategory: rule?.subcategory ?? null,
    merchant: rule?.merchant ? merchantName(description, rule.exact) : null,
  };
}

function moneyIn(text: string, input: ClassifyInput): Classification {
  const rule = RULES.find((r) => r.in && r.find.test(text)) ?? null;
  if (!rule && input.liability && CARD_PAYMENT.test(text))
    return { category: 'deposit', subcategory: 'transfer', merchant: null };
  return named('deposit', rule, input.description);
}

/** The category a heading gives a debit, or null when the heading alone does not decide it. */
function bySection(text: string, input: ClassifyInput): Classification | null {
  switch (input.section) {
    case 'card':
      return named('card', CARD_RULE, input.description);
    case 'fees': {
      const rule = RULES.find((r) => r.out === 'fee' && r.find.test(text));
      return { category: 'fee', subcategory: rule?.subcategory ?? 'fee', merchant: null };
    }
    case 'atm':
      return CARD_RULE.find.test(text) && !CASH_RULE.find.test(text)
        ? named('card', CARD_RULE, input.description)
        : named('atm', CASH_RULE, input.description);
    default:
      return null;
  }
}

/** Category, sub-category and merchant of one row (see the module comment for the order). */
export function classify(input: ClassifyInput): Classification {
  const text = fold(input.description);
  if (input.cents > 0) return moneyIn(text, input);
  const fromSection = bySection(text, input);
  if (fromSection) return fromSection;
  if (input.checkNumber !== null || CHECK_WORDING.test(text))
    return { category: 'check', subcategory: null, merchant: null };
  const rule = RULES.find((r) => r.out !== undefined && r.find.test(text));
  if (rule) return named(rule.out!, rule, input.description);
  if (input.liability) return named('card', CARD_RULE, input.description);
  return {
    category: input.section === 'electronic' ? 'transfer' : 'other',
    subcategory: null,
    merchant: null,
  };
}
