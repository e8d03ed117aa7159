import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format.ts';
import {
  balancedChecking,
  runningBreakChecking,
  verifiedChecking,
} from '../converter/fixtures/statements.ts';
import { verdictGap, verdictWords } from './verdict.ts';

const money = (v: number) => formatMoney(v, 'USD');

describe('verdictWords', () => {
  it('says a mismatch and what it is off by, in the shared wording', () => {
    expect(verdictWords(runningBreakChecking(), money)).toEqual({
      verdict: 'mismatch',
      title: 'Does not match the statement',
      summary:
        'Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them.',
      gap: '$12.40',
    });
    expect(verdictWords(verifiedChecking(), money)).toMatchObject({
      verdict: 'verified',
      title: 'Matches the statement',
      gap: null,
    });
    expect(verdictWords(balancedChecking(), money)).toMatchObject({
      verdict: 'none',
      title: 'Not recorded',
    });
  });

  it('takes the running balance’s gap when the ending balance matches, then a total’s', () => {
    const statement = runningBreakChecking();
    const endingFine = {
      ...statement,
      reconciliation: { ...statement.reconciliation, difference: 0 },
    };
    expect(verdictGap(endingFine)).toBe(-12.4);
    const totalsOnly = {
      ...endingFine,
      verification: {
        ...endingFine.verification!,
        runningBalances: { printed: 5, matched: 5, firstBreak: null },
      },
    };
    expect(verdictGap(totalsOnly)).toBe(12.4);
  });
});
