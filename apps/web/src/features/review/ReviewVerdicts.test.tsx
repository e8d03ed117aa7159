import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consolidatedMixed, runningBreakChecking } from '../converter/fixtures/statements.ts';
import { initialReviewState, reviewReducer } from './editor.ts';
import { checkAccount, reviewDoc } from './model.ts';
import { ReviewRowView } from './ReviewRowView.tsx';
import { ReviewVerdicts } from './ReviewVerdicts.tsx';

const noop = () => undefined;

/** The text of every element with the given tag. */
function texts(html: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

describe('ReviewVerdicts', () => {
  it('says the mismatch and what it is off by, then verified once the lost row is back', () => {
    const doc = reviewDoc(runningBreakChecking());
    const html = renderToStaticMarkup(
      <ReviewVerdicts doc={doc} currency="USD" accountIndex={0} onAccount={noop} dispatch={noop} />,
    );
    expect(texts(html, 'p')[0]).toBe('Does not match the statement (off by $12.40)');
    expect(html).toMatch(/<input[^>]*aria-label="Beginning balance"[^>]*value="100.00"/);
    expect(html).toContain('value="100.00"');
    expect(html).toContain('value="-80.05"');

    let state = initialReviewState(doc);
    for (const action of [
      { type: 'add', account: 0, afterRowId: 3 },
      { type: 'edit', account: 0, rowId: 6, field: 'amount', value: -12.4 },
    ] as const)
      state = reviewReducer(state, action);
    const fixed = renderToStaticMarkup(
      <ReviewVerdicts
        doc={state.present}
        currency="USD"
        accountIndex={0}
        onAccount={noop}
        dispatch={noop}
      />,
    );
    expect(texts(fixed, 'p')[0]).toBe('Matches the statement');
  });

  it('names each account of a consolidated statement, the current one pressed', () => {
    const html = renderToStaticMarkup(
      <ReviewVerdicts
        doc={reviewDoc(consolidatedMixed())}
        currency="USD"
        accountIndex={1}
        onAccount={noop}
        dispatch={noop}
      />,
    );
    expect([...html.matchAll(/aria-pressed="(true|false)"/g)].map((m) => m[1])).toEqual([
      'false',
      'true',
    ]);
    expect(texts(html, 'p').filter((_, i) => i % 2 === 0)).toEqual([
      'Not checked',
      'Matches the statement',
    ]);
  });
});

describe('ReviewRowView', () => {
  it('marks a row whose running balance breaks, in words as well as colour', () => {
    const account = reviewDoc(runningBreakChecking()).accounts[0]!;
    const checks = checkAccount(account).rowChecks;
    const render = (index: number) =>
      renderToStaticMarkup(
        <ReviewRowView
          row={account.rows[index]!}
          position={index + 1}
          account={0}
          check={checks[index]}
          selected={false}
          currency="USD"
          dispatch={noop}
          onSelect={noop}
        />,
      );
    const broken = render(3);
    expect(broken).toContain('data-problem="true"');
    expect(texts(broken, 'p')).toEqual(['Does not match: the rows give -$62.65']);
    expect(broken).toContain('aria-label="Amount, row 4"');
    expect(broken).toContain('value="-12.40"');
    const fine = render(2);
    expect(fine).not.toContain('data-problem');
    expect(texts(fine, 'p')).toEqual([]);
  });

  it("shows the engine's sub-category under the category, read-only", () => {
    const account = reviewDoc(runningBreakChecking()).accounts[0]!;
    const row = account.rows[3]!;
    const render = (txn: typeof row.txn) =>
      renderToStaticMarkup(
        <ReviewRowView
          row={{ ...row, txn }}
          position={4}
          account={0}
          check={undefined}
          selected={false}
          currency="USD"
          dispatch={noop}
          onSelect={noop}
        />,
      );
    expect(texts(render({ ...row.txn, subcategory: 'card-purchase' }), 'p')).toEqual([
      'Sub-category: Card purchase',
    ]);
    expect(texts(render(row.txn), 'p')).toEqual([]);
  });
});
