/** Draws an account's transactions with exact amounts (integer cents) and running balances. */
import type { TransactionCategory } from '@statemint/contracts';
import { dayToIso, isoToDay } from './format.ts';
import type { Lang } from './format.ts';
import type { Rng } from './prng.ts';
import { EMPLOYERS, MERCHANTS, PAYEES, PLACES } from './vocab.ts';

export type TxnKind = 'deposit' | 'atm' | 'check' | 'card' | 'fee' | 'transfer' | 'other';

export type Txn = {
  kind: TxnKind;
  /** Transaction date, ISO. */
  date: string;
  /** Posting date, ISO (on or after `date`). */
  postedDate: string;
  description: string;
  /** Signed cents: money in is positive. */
  cents: number;
  /** Running balance after this row, in cents, in date order. */
  balanceCents: number;
  checkNumber?: string;
  reference?: string;
};

export type AccountModel = {
  name: string;
  number: string;
  periodStart: string;
  periodEnd: string;
  beginningCents: number;
  endingCents: number;
  txns: Txn[];
};

export type ModelOptions = {
  lang: Lang;
  periodStart: string;
  periodEnd: string;
  count: number;
  /** Whether the running balance may go below zero (overdraft). */
  overdraft: boolean;
  /** Longer descriptions, for layouts that wrap them over several lines. */
  long: boolean;
  /** Section layouts print checks without a description. */
  blankCheckDescriptions: boolean;
};

/** The printed-description category a kind belongs to; credits are all deposits (spec: `deposits[]` holds every credit). */
export function categoryOf(kind: TxnKind): TransactionCategory {
  return kind;
}

const MAX_POSTING_LAG_DAYS = 3;
const CARD_DATE_IN_DESCRIPTION_SHARE = 0.3;

function digits(rng: Rng, n: number): string {
  let s = String(rng.int(1, 9));
  while (s.length < n) s += String(rng.int(0, 9));
  return s;
}

/** Cents drawn log-uniformly between lo and hi, so that small and four-figure amounts both occur. */
function amount(rng: Rng, lo: number, hi: number): number {
  return Math.round(Math.exp(rng.range(Math.log(lo), Math.log(hi))));
}

function describe(rng: Rng, kind: TxnKind, credit: boolean, o: ModelOptions, date: string): string {
  const ref = (): string => digits(rng, rng.int(6, 10));
  const place = (): string => rng.pick(PLACES);
  const merchant = (): string => rng.pick(MERCHANTS);
  // Card rows often repeat the purchase date inside the description (`CARD PURCHASE 03/04 ...`).
  const cardDate = (): string =>
    rng.chance(CARD_DATE_IN_DESCRIPTION_SHARE) ? ` ${date.slice(5, 7)}/${date.slice(8, 10)}` : '';
  const tail = (): string =>
    o.long ? ` ${rng.pick(['REF', 'ID', 'TRACE'])} ${ref()} ${place()}` : '';
  if (credit) {
    const en = [
      `PAYROLL DEPOSIT ${rng.pick(EMPLOYERS)}${tail()}`,
      `DIRECT DEP ${rng.pick(EMPLOYERS)} PPD ID ${ref()}`,
      `MOBILE DEPOSIT REF ${ref()}`,
      `ONLINE TRANSFER FROM SAVINGS XXXX${digits(rng, 4)}`,
      `REFUND ${merchant()} ${place()}`,
      'INTEREST PAYMENT',
      `FASTER PAYMENT RECEIVED ${rng.pick(EMPLOYERS)}${tail()}`,
      `Zelle payment from ${rng.pick(['JOHN SMITH', 'ANA LOPEZ', 'WEI CHEN'])} ${ref()}`,
    ];
    const de = [
      `GUTSCHRIFT LOHN/GEHALT ${rng.pick(EMPLOYERS)}${tail()}`,
      `Überweisung von ${rng.pick(['Anna Schmidt', 'Max Weber'])} Miete ${ref()}`,
      'Zinsgutschrift',
      `Rückerstattung ${merchant()}`,
    ];
    const fr = [
      `VIR SEPA RECU ${rng.pick(EMPLOYERS)} SALAIRE${tail()}`,
      `VIREMENT DE M. DUPONT REF ${ref()}`,
      'INTERETS CREDITEURS',
      `REMBOURSEMENT ${merchant()}`,
    ];
    return rng.pick(o.lang === 'de' ? de : o.lang === 'fr' ? fr : en);
  }
  switch (kind) {
    case 'atm':
      return rng.pick(
        o.lang === 'de'
          ? [`Bargeldauszahlung GA ${digits(rng, 4)} ${place()}`, `GAA Auszahlung ${ref()}`]
          : o.lang === 'fr'
            ? [`RETRAIT DAB ${place()} ${ref()}`, `RETRAIT DAB ${digits(rng, 4)}`]
            : [
                `ATM WITHDRAWAL ${digits(rng, 4)} MAIN ST ${place()}`,
                `CASH WITHDRAWAL ${rng.pick(['LLOYDS BANK', 'NATWEST', 'CHASE'])} ${place()}`,
                `ATM W/D #${digits(rng, 6)}${tail()}`,
              ],
      );
    case 'check':
      return o.lang === 'de' ? `Scheck Nr. ${digits(rng, 4)}` : `CHECK ${digits(rng, 4)}`;
    case 'card':
      return rng.pick(
        o.lang === 'de'
          ? [`Kartenzahlung ${merchant()} ${place()}`, `Debitkarte ${merchant()}${tail()}`]
          : o.lang === 'fr'
            ? [`CB ${merchant()} ${place()}`, `PAIEMENT CARTE ${merchant()}${tail()}`]
            : [
                `CARD PURCHASE${cardDate()} ${merchant()} ${place()}${tail()}`,
                `POS ${merchant()} ${place()}`,
                `VISA PURCHASE ${merchant()} ${digits(rng, 4)}${tail()}`,
                `${merchant()} ${place()}`,
              ],
      );
    case 'fee':
      return rng.pick(
        o.lang === 'de'
          ? ['Kontoführungsgebühr', 'Entgelt Überweisung']
          : o.lang === 'fr'
            ? ['FRAIS TENUE DE COMPTE', 'COTISATION CARTE']
            : [
                'MONTHLY SERVICE FEE',
                'OVERDRAFT FEE',
                'FOREIGN TRANSACTION FEE',
                'WIRE TRANSFER FEE',
              ],
      );
    case 'transfer':
      return rng.pick(
        o.lang === 'de'
          ? [`Dauerauftrag ${rng.pick(PAYEES)}`, `Überweisung an ${rng.pick(PAYEES)} ${ref()}`]
          : o.lang === 'fr'
            ? [`VIR SEPA EMIS ${rng.pick(PAYEES)}`, `VIREMENT PERMANENT ${ref()}`]
            : [
                `ONLINE TRANSFER TO SAVINGS XXXX${digits(rng, 4)}`,
                `STANDING ORDER ${rng.pick(PAYEES)}${tail()}`,
                `Zelle payment to ${rng.pick(['JOHN SMITH', 'ANA LOPEZ'])} ${ref()}`,
              ],
      );
    case 'other':
    case 'deposit':
      return rng.pick(
        o.lang === 'de'
          ? [
              `Lastschrift ${rng.pick(PAYEES)} ${ref()}`,
              `SEPA-Lastschrift ${rng.pick(PAYEES)}${tail()}`,
            ]
          : o.lang === 'fr'
            ? [`PRLV SEPA ${rng.pick(PAYEES)} ${ref()}`, `PRELEVEMENT ${rng.pick(PAYEES)}${tail()}`]
            : [
                `DIRECT DEBIT ${rng.pick(PAYEES)}${tail()}`,
                `ACH DEBIT ${rng.pick(PAYEES)} ${ref()}`,
                `BILL PAY ${rng.pick(PAYEES)} ON-LINE ${ref()}`,
              ],
      );
  }
}

const DEBIT_KINDS = [
  ['card', 40],
  ['other', 16],
  ['atm', 10],
  ['transfer', 8],
  ['check', 8],
  ['fee', 3],
] as const satisfies readonly (readonly [TxnKind, number])[];

const CREDIT_SHARE = 0.22;

/** Draws `count` transactions over the period; beginning + Σ cents = ending by construction. */
export function drawAccount(rng: Rng, name: string, number: string, o: ModelOptions): AccountModel {
  const start = isoToDay(o.periodStart);
  const end = isoToDay(o.periodEnd);
  const beginningCents =
    o.overdraft && rng.chance(0.2) ? -amount(rng, 1000, 50_000) : amount(rng, 20_000, 2_500_000);
  const days: number[] = [];
  for (let i = 0; i < o.count; i++) days.push(rng.int(start, end));
  days.sort((a, b) => a - b);
  let balance = beginningCents;
  let checkNo = rng.int(100, 9000);
  const txns: Txn[] = [];
  for (const day of days) {
    let credit = rng.chance(CREDIT_SHARE);
    let kind: TxnKind = credit ? 'deposit' : rng.weighted(DEBIT_KINDS);
    let cents: number;
    if (credit) {
      cents = amount(rng, 500, 600_000);
    } else {
      cents = -(kind === 'fee'
        ? amount(rng, 100, 3500)
        : kind === 'atm'
          ? 1000 * rng.int(1, 40)
          : amount(rng, 99, 250_000));
      const floor = o.overdraft ? -100_000 : 0;
      if (balance + cents < floor) {
        credit = true;
        kind = 'deposit';
        cents = amount(rng, 100_000, 600_000);
      }
    }
    balance += cents;
    const posted = Math.min(
      end,
      day + (kind === 'atm' || kind === 'card' ? rng.int(0, MAX_POSTING_LAG_DAYS) : rng.int(0, 1)),
    );
    const txn: Txn = {
      kind,
      date: dayToIso(day),
      postedDate: dayToIso(posted),
      description: describe(rng, kind, credit, o, dayToIso(day)),
      cents,
      balanceCents: balance,
    };
    if (kind === 'check') {
      checkNo += rng.int(1, 3);
      txn.checkNumber = String(checkNo);
      txn.reference = digits(rng, 9);
      txn.description = o.blankCheckDescriptions
        ? ''
        : o.lang === 'de'
          ? `Scheck Nr. ${checkNo}`
          : `CHECK ${checkNo}`;
    }
    txns.push(txn);
  }
  return {
    name,
    number,
    periodStart: o.periodStart,
    periodEnd: o.periodEnd,
    beginningCents,
    endingCents: balance,
    txns,
  };
}
