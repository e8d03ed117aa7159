import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BODY_NOT_OBJECT } from './fields.ts';
import { INVALID_STATEMENT, StatementUpdateRequest, statementProblem } from './review.ts';
import type { Statement } from './statement.ts';

// The server's messages (apps/server/src/app.ts sets the same locale).
z.config(z.locales.en());

const statement: Statement = {
  accountName: null,
  balanceType: 'asset',
  periodStart: null,
  periodEnd: null,
  accountInfo: {
    accountNumber: null,
    statementDate: null,
    beginningBalance: 10,
    endingBalance: 7.5,
  },
  transactions: [
    { date: '2024-01-02', description: 'Fee', amount: -2.5, category: 'fee', balance: 7.5 },
  ],
  deposits: [],
  atmWithdrawals: [],
  checksPaid: [],
  visaPurchases: [],
  otherWithdrawals: [{ description: 'Fee', date: '2024-01-02', amount: -2.5, category: 'fee' }],
  reconciliation: { expectedEnding: 7.5, difference: 0, balanced: true },
  pages: 1,
  currency: 'EUR',
  warnings: [],
};

describe('statementProblem', () => {
  it('passes a Statement and names the first field that breaks the contract', () => {
    expect(statementProblem(statement)).toBeNull();
    const { warnings: _w, ...noWarnings } = statement;
    expect(statementProblem(noWarnings)).toBe(`${INVALID_STATEMENT}: warnings is missing.`);
    const badCategory = {
      ...statement,
      transactions: [{ ...statement.transactions[0], category: 'coffee' }],
    };
    expect(statementProblem(badCategory)).toBe(
      `${INVALID_STATEMENT}: transactions.0.category is invalid (Invalid option: expected one of "deposit"|"atm"|"check"|"card"|"fee"|"transfer"|"other").`,
    );
    const badBox = {
      ...statement,
      transactions: [
        { ...statement.transactions[0], source: { page: 0, x0: 1, y0: 2, x1: 3, y1: 4 } },
      ],
    };
    expect(statementProblem(badBox)).toMatch(
      new RegExp(`^${INVALID_STATEMENT}: transactions\\.0\\.source\\.page is invalid \\(`),
    );
    expect([null, [], 'x', 3].map(statementProblem)).toEqual([
      BODY_NOT_OBJECT,
      BODY_NOT_OBJECT,
      BODY_NOT_OBJECT,
      BODY_NOT_OBJECT,
    ]);
  });

  it('is the request schema’s one message, and the schema gives the Statement back', () => {
    const refused = z.safeParse(StatementUpdateRequest, { ...statement, pages: -1 });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      `${INVALID_STATEMENT}: pages is invalid (Too small: expected number to be >=0).`,
    ]);
    expect(z.parse(StatementUpdateRequest, statement)).toEqual(statement);
  });
});
