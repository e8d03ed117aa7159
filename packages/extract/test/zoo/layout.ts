/** A zoo layout and the exact ground truth of the PDF it draws. */
import type { AccountPlan, ZooAccount } from './data.ts';
import { planAccount } from './data.ts';
import type { DrawQuirks, FontFamily } from './draw.ts';
import { Canvas } from './draw.ts';
import type { Verdict } from '../verdict.ts';

export const LETTER = [612, 792] as const;
export const A4 = [595, 842] as const;
export const LETTER_LANDSCAPE = [792, 612] as const;

export type Layout = {
  /** Stable id, used as the fixture and report name. */
  id: string;
  /** The kind of real statement it is modelled on. */
  title: string;
  region: string;
  /** What the layout exercises, in general terms. */
  exercises: readonly string[];
  font: FontFamily;
  size: readonly [number, number];
  plans: readonly AccountPlan[];
  quirks?: DrawQuirks;
  /** Issue 8 section 3 mechanisms (item numbers 1-18) this layout exercises; set on the layouts added for it. */
  mechanisms?: readonly number[];
  /** ISO 4217 code of the currency the statement prints (symbol, code or word); truth only where printed. */
  currency?: string;
  /** The statement prints each account's name (the plan's `name`), so the truth expects it. */
  namePrinted?: boolean;
  /** The printed account identifier the truth expects, when it differs from the plan's number. */
  truthNumber?: (account: ZooAccount) => string;
  /**
   * The verdict a correct engine gives every account (default `verified`: the statement prints its
   * opening and closing balances, and any running balances, and the rows reproduce them).
   */
  verdict?: Verdict;
  draw: (canvas: Canvas, accounts: ZooAccount[]) => void;
};

/**
 * One expected row; money in integer cents, signed from the holder's view. `altDate` is the row's
 * other printed date (posting or value date): either is accepted, as for the real samples.
 */
export type TruthRow = {
  date: string;
  altDate?: string;
  description: string;
  cents: number;
  balance?: number;
};

export type TruthAccount = {
  accountNumber: string;
  /** Set where the statement prints the account's name. */
  accountName?: string;
  statementDate: string;
  beginningBalance: number;
  endingBalance: number;
  /** Credit card: balances are amounts owed, so beginning - Σ cents = ending. */
  liability: boolean;
  /** What a correct engine says about this account's figures. */
  verdict: Verdict;
  transactions: TruthRow[];
};

export type ZooCase = {
  layout: Layout;
  pdf: Uint8Array;
  pages: number;
  truth: TruthAccount[];
  /** The statement's currency where it is printed. */
  currency?: string;
};

/**
 * Draws a layout and derives its truth from the same rows it printed; `write` turns the drawn pages into
 * PDF bytes (default the canvas's own writer with the layout's quirks).
 */
export async function buildCase(
  layout: Layout,
  write: (canvas: Canvas) => Promise<Uint8Array> = (canvas) => canvas.save(layout.quirks),
): Promise<ZooCase> {
  const canvas = await Canvas.create(layout.font, layout.title, layout.size);
  const accounts = layout.plans.map(planAccount);
  layout.draw(canvas, accounts);
  const pdf = await write(canvas);
  const truth = accounts.map((a): TruthAccount => ({
    accountNumber: layout.truthNumber?.(a) ?? a.number,
    ...(layout.namePrinted ? { accountName: a.name } : {}),
    statementDate: a.end,
    beginningBalance: a.opening,
    endingBalance: a.closing,
    liability: a.liability,
    verdict: layout.verdict ?? 'verified',
    transactions: a.txns.map((t) => ({
      date: t.date,
      ...(t.postShown && t.postDate !== undefined && t.postDate !== t.date
        ? { altDate: t.postDate }
        : {}),
      description: t.description,
      cents: t.cents,
      ...(t.balanceShown ? { balance: t.balance } : {}),
    })),
  }));
  return {
    layout,
    pdf,
    pages: canvas.pages.length,
    truth,
    ...(layout.currency ? { currency: layout.currency } : {}),
  };
}

/** True when beginning + Σ amounts = ending (cards: beginning - Σ amounts = ending). */
export function truthBalances(a: TruthAccount): boolean {
  const sum = a.transactions.reduce((s, t) => s + t.cents, 0);
  return a.liability
    ? a.beginningBalance - sum === a.endingBalance
    : a.beginningBalance + sum === a.endingBalance;
}
