import { describe, expect, it } from 'vitest';
import type { AccountStatement, Statement } from '@statemint/contracts';
import { extractStatement } from '@statemint/extract';
import {
  insertDocument,
  lastDigits,
  listDocuments,
  overallVerdict,
  saveStatementVersion,
} from '../../src/services/documents.ts';
import { build, fixture, signUp, THREE_PAGE_PDF } from '../helper.ts';

async function sample(): Promise<Statement> {
  const extracted = await extractStatement(new Uint8Array(fixture(THREE_PAGE_PDF)));
  if (!extracted.ok) throw new Error('the engine must convert the 3-page sample');
  return extracted.statement;
}

function account(
  base: Statement,
  name: string | null,
  number: string | null,
  verdict: 'verified' | 'unverified' | 'mismatch' | null,
): AccountStatement {
  const { accounts: _accounts, pages: _pages, currency: _c, warnings: _w, ...rest } = base;
  const verification = base.verification;
  if (!verification) throw new Error('the sample must carry a verdict');
  return {
    ...rest,
    accountName: name,
    accountInfo: { ...rest.accountInfo, accountNumber: number },
    verification: verdict === null ? undefined : { ...verification, verdict },
  };
}

describe('library cards', () => {
  it('reads each account’s name and last digits, the period, the row count and one verdict', async () => {
    const app = await build();
    const { userId } = await signUp(app);
    const base = await sample();
    const consolidated: Statement = {
      ...base,
      periodStart: '2021-01-14',
      periodEnd: '2021-02-10',
      accounts: [
        account(base, 'Premier Plus Checking', '000000123456789', 'verified'),
        account(base, null, '9876 5432 10', 'mismatch'),
        account(base, 'Savings', null, 'verified'),
      ],
    };
    await insertDocument(app.db, {
      userId,
      originalFilename: 'consolidated.pdf',
      fileSize: 1,
      pageCount: 4,
      statement: consolidated,
    });
    const [card] = await listDocuments(app.db, userId);
    expect(card).toMatchObject({
      period_start: '2021-01-14',
      period_end: '2021-02-10',
      accounts: [
        { name: 'Premier Plus Checking', last_digits: '6789' },
        { name: null, last_digits: '3210' },
        { name: 'Savings', last_digits: null },
      ],
      transaction_count: base.transactions.length,
      verdict: 'mismatch',
    });
  });

  it('follows the user’s saved edit, not the engine’s original', async () => {
    const app = await build();
    const { userId } = await signUp(app);
    const base = await sample();
    const id = await insertDocument(app.db, {
      userId,
      originalFilename: 'edited.pdf',
      fileSize: 1,
      pageCount: 3,
      statement: base,
    });
    const verification = base.verification!;
    const edited: Statement = {
      ...base,
      accountName: 'Renamed by the user',
      transactions: base.transactions.slice(1),
      verification: { ...verification, verdict: 'mismatch' },
    };
    expect(await saveStatementVersion(app.db, id, userId, edited)).toMatchObject({ version: 1 });
    const [card] = await listDocuments(app.db, userId);
    expect(card).toMatchObject({
      id,
      accounts: [{ name: 'Renamed by the user' }],
      transaction_count: base.transactions.length - 1,
      verdict: 'mismatch',
    });
    expect(base.verification!.verdict).toBe('verified');
  });

  it('one verdict per card: a mismatch wins, all verified is verified, a missing verdict is unknown', () => {
    expect(overallVerdict(['verified', 'verified'])).toBe('verified');
    expect(overallVerdict(['verified', 'unverified'])).toBe('unverified');
    expect(overallVerdict(['unverified', 'mismatch', null])).toBe('mismatch');
    expect(overallVerdict(['verified', null])).toBeNull();
    expect(overallVerdict([])).toBeNull();
  });

  it('shows at most the last four digits of an account number', () => {
    expect(lastDigits('****1234')).toBe('1234');
    expect(lastDigits('12')).toBe('12');
    expect(lastDigits('GB29 NWBK 6016 1331 9268 19')).toBe('6819');
    expect(lastDigits('')).toBeNull();
    expect(lastDigits(null)).toBeNull();
  });
});
