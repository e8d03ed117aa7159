import type { AccountStatement, Statement, Transaction } from '@statemint/contracts';
import { accountParts, formatAmount, type AccountPart } from './format.ts';
import { accountId, transactionIds } from './ids.ts';

/**
 * OFX writers: OFX 2.2 (XML), OFX 1.0.2 (SGML), QFX (Quicken Web Connect) and QBO (QuickBooks Web
 * Connect). One file per account: a bank account is a BANKMSGSRSV1/STMTRS statement, a credit card
 * (balanceType liability) a CREDITCARDMSGSRSV1/CCSTMTRS one.
 */

export const OFX_FLAVOURS = ['ofx2', 'ofx1', 'qfx', 'qbo'] as const;
export type OfxFlavour = (typeof OFX_FLAVOURS)[number];

export type OfxOptions = {
  /** The file's DTSERVER; the current time unless given (tests pass a fixed one). */
  now?: Date;
  /** Intuit's bank id for QFX and QBO; see docs/DECISIONS.md for the default. */
  intuBid?: string;
};

/** The Intuit bank id Web Connect files carry when no bank's own is known (see docs/DECISIONS.md). */
export const DEFAULT_INTU_BID = '3000';
/** BANKID is required and a statement never prints the routing number in a form we read. */
export const UNKNOWN_BANKID = '000000000';
/** Currency written when the statement names none. */
export const DEFAULT_CURRENCY = 'USD';
/** OFX 1.x limits NAME to 32 characters; the whole description then goes in MEMO (as it does when NAME is the merchant). */
export const MAX_NAME_CHARS = 32;
const MAX_CHECKNUM_CHARS = 12;
const MAX_REFNUM_CHARS = 32;
/** Noon, so that no importer's time zone moves a date to the day before or after. */
const NOON = '120000';

type Node = readonly [tag: string, value: string | readonly (Node | null)[]];

const SGML_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
].join('\r\n');
const XML_HEADER =
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\r\n' +
  '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>';

/** One OFX file per account of the statement, with the account's label (null for a single account). */
export function toOfxFiles(
  statement: Statement,
  flavour: OfxFlavour,
  options: OfxOptions = {},
): { label: string | null; content: string }[] {
  const now = options.now ?? new Date();
  return accountParts(statement).map((part) => ({
    label: part.label,
    content: render(ofxTree(statement, part, flavour, now, options.intuBid), flavour),
  }));
}

/** Transaction type from the category and the sign: CHECK only with a check number. */
export function transactionType(t: Transaction): string {
  if (t.checkNumber !== undefined && t.checkNumber !== '' && t.amount < 0) return 'CHECK';
  if (t.category === 'atm') return 'ATM';
  if (t.category === 'card') return 'POS';
  if (t.category === 'transfer') return 'XFER';
  if (t.category === 'fee' && t.amount < 0) return 'FEE';
  if (t.category === 'deposit' && t.amount > 0) return 'DEP';
  return t.amount < 0 ? 'DEBIT' : 'CREDIT';
}

function ofxTree(
  statement: Statement,
  { label, account }: AccountPart,
  flavour: OfxFlavour,
  now: Date,
  intuBid: string | undefined,
): Node {
  const webConnect = flavour === 'qfx' || flavour === 'qbo';
  const bid = intuBid ?? DEFAULT_INTU_BID;
  const signOn: Node = [
    'SIGNONMSGSRSV1',
    [
      [
        'SONRS',
        [
          status(),
          ['DTSERVER', timestamp(now)],
          ['LANGUAGE', 'ENG'],
          webConnect
            ? [
                'FI',
                [
                  ['ORG', 'Statemint'],
                  ['FID', bid],
                ],
              ]
            : null,
          webConnect ? ['INTU.BID', bid] : null,
        ],
      ],
    ],
  ];
  const acctId = accountId(account, label);
  const card = account.balanceType === 'liability';
  const from: Node = card
    ? ['CCACCTFROM', [['ACCTID', acctId]]]
    : [
        'BANKACCTFROM',
        [
          ['BANKID', UNKNOWN_BANKID],
          ['ACCTID', acctId],
          ['ACCTTYPE', accountType(account)],
        ],
      ];
  const ids = transactionIds(acctId, account.transactions);
  const [start, end] = period(account, now);
  const statementRs: Node = [
    card ? 'CCSTMTRS' : 'STMTRS',
    [
      ['CURDEF', (statement.currency ?? DEFAULT_CURRENCY).toUpperCase()],
      from,
      [
        'BANKTRANLIST',
        [
          ['DTSTART', day(start)],
          ['DTEND', day(end)],
          ...account.transactions.map((t, i) =>
            statementTransaction(t, ids[i] ?? '', flavour !== 'ofx2'),
          ),
        ],
      ],
      ledgerBalance(account, end),
    ],
  ];
  const response: Node = [
    card ? 'CREDITCARDMSGSRSV1' : 'BANKMSGSRSV1',
    [[card ? 'CCSTMTTRNRS' : 'STMTTRNRS', [['TRNUID', '1'], status(), statementRs]]],
  ];
  return ['OFX', [signOn, response]];
}

function status(): Node {
  return [
    'STATUS',
    [
      ['CODE', '0'],
      ['SEVERITY', 'INFO'],
    ],
  ];
}

function accountType(account: AccountStatement): string {
  const name = account.accountName ?? '';
  if (/money\s*market/i.test(name)) return 'MONEYMRKT';
  return /saving/i.test(name) ? 'SAVINGS' : 'CHECKING';
}

function statementTransaction(t: Transaction, fitId: string, ascii: boolean): Node {
  const posted = t.postedDate ?? t.date;
  // Folded before it is cut, so that an SGML file's NAME stays within 32 characters.
  const description = (ascii ? toAscii(t.description) : t.description)
    .replace(LINE_BREAKS, ' ')
    .trim();
  // A merchant read by the engine names the payee, which is what Quicken and QuickBooks match rules on;
  // the whole description then goes in MEMO.
  const merchant =
    t.merchant === undefined ? '' : (ascii ? toAscii(t.merchant) : t.merchant).trim();
  const name = (merchant === '' ? description : merchant.replace(LINE_BREAKS, ' '))
    .slice(0, MAX_NAME_CHARS)
    .trim();
  return [
    'STMTTRN',
    [
      ['TRNTYPE', transactionType(t)],
      ['DTPOSTED', day(posted)],
      posted === t.date ? null : ['DTUSER', day(t.date)],
      ['TRNAMT', formatAmount(t.amount)],
      ['FITID', fitId],
      t.checkNumber ? ['CHECKNUM', t.checkNumber.slice(0, MAX_CHECKNUM_CHARS)] : null,
      t.reference ? ['REFNUM', t.reference.slice(0, MAX_REFNUM_CHARS)] : null,
      name === '' ? null : ['NAME', name],
      description.length > MAX_NAME_CHARS || (merchant !== '' && name !== description)
        ? ['MEMO', description]
        : null,
    ],
  ];
}

/** LEDGERBAL only from a printed closing balance; a card's amount owed is a negative balance in OFX. */
function ledgerBalance(account: AccountStatement, end: string): Node | null {
  const ending = account.accountInfo.endingBalance;
  const printed = account.verification
    ? account.verification.closingSource === 'printed'
    : ending !== null;
  if (ending === null || !printed) return null;
  const amount = account.balanceType === 'liability' ? -ending : ending;
  const asOf = account.accountInfo.statementDate ?? end;
  return [
    'LEDGERBAL',
    [
      ['BALAMT', formatAmount(amount)],
      ['DTASOF', day(asOf)],
    ],
  ];
}

/** First and last day the statement covers, from its period, else its rows, else today. */
function period(account: AccountStatement, now: Date): [string, string] {
  const dates = account.transactions.map((t) => t.date).sort();
  const today = now.toISOString().slice(0, 10);
  const start = account.periodStart ?? dates[0] ?? account.periodEnd ?? today;
  const end =
    account.periodEnd ?? account.accountInfo.statementDate ?? dates[dates.length - 1] ?? today;
  return [start, end];
}

function day(iso: string): string {
  return `${iso.replaceAll('-', '')}${NOON}`;
}

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d+Z$/, '');
}

const SPECIAL = /[&<>]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const LINE_BREAKS = /[\r\n\t]+/g;
/** Characters XML 1.0 cannot carry (and SGML readers choke on): written as `?`. */
// eslint-disable-next-line no-control-regex -- these control characters are exactly what must go
const NOT_XML_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text as SGML files carry it: accents dropped, € and £ spelled out, anything else not ASCII a `?`. */
function toAscii(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replaceAll('€', 'EUR')
    .replaceAll('£', 'GBP')
    .replace(/[^\x20-\x7e\r\n\t]/g, '?');
}

/** A value on one line with markup characters escaped; SGML files are ASCII (see docs/DECISIONS.md). */
function escapeValue(value: string, ascii: boolean): string {
  const text = (ascii ? toAscii(value) : value)
    .replace(LINE_BREAKS, ' ')
    .replace(NOT_XML_CHARS, '?');
  return text.replace(SPECIAL, (c) => ENTITIES[c] ?? c);
}

function render(tree: Node, flavour: OfxFlavour): string {
  const sgml = flavour !== 'ofx2';
  const lines: string[] = [];
  const walk = ([tag, value]: Node, depth: number) => {
    const indent = '  '.repeat(depth);
    if (typeof value === 'string') {
      const text = escapeValue(value, sgml);
      lines.push(sgml ? `${indent}<${tag}>${text}` : `${indent}<${tag}>${text}</${tag}>`);
      return;
    }
    lines.push(`${indent}<${tag}>`);
    for (const child of value) if (child !== null) walk(child, depth + 1);
    lines.push(`${indent}</${tag}>`);
  };
  walk(tree, 0);
  const header = sgml ? `${SGML_HEADER}\r\n` : XML_HEADER;
  return `${header}\r\n${lines.join('\r\n')}\r\n`;
}
