import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { consolidatedMixed, runningBreakChecking } from './fixtures/statements.ts';
import { ResultSummary } from './ResultSummary.tsx';
import { accountVerifications } from './verification.ts';
import { VerificationPanel } from './VerificationPanel.tsx';

/** The text a reader gets from some markup: tags dropped, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every element with the given tag, as [its attributes, its text]. */
function elements(html: string, tag: string): [string, string][] {
  const pattern = new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map((m) => [m[1] ?? '', textOf(m[2] ?? '')]);
}

describe('VerificationPanel', () => {
  it('lists what was checked on a mismatch and the rows around the break, the break row in words', () => {
    const html = renderToStaticMarkup(
      <VerificationPanel accounts={accountVerifications(runningBreakChecking())} />,
    );
    expect(elements(html, 'h3').map(([, text]) => text)).toEqual(['What was checked']);
    expect(elements(html, 'li').map(([, text]) => text)).toEqual([
      'The beginning balance, $100.00, is printed on the statement.',
      'The ending balance printed on the statement is $12.40 less than the beginning balance and these transactions add up to: the statement prints -$80.05, the transactions give -$67.65.',
      '4 of the 5 running balances printed beside the transactions match.',
      'The running balance printed on page 2 (row 4) is $12.40 less than the transactions up to that row add up to: the statement prints -$75.05, the transactions give -$62.65.',
      'The total "Total deposits" printed on page 1, $1,500.00, matches the rows it covers.',
      'The total "Total withdrawals" printed on page 2 is $12.40 more than the rows it covers add up to: the statement prints $1,680.05, the rows give $1,667.65.',
    ]);
    expect(elements(html, 'caption').map(([, text]) => text)).toEqual([
      'Rows around the break on page 2 (row 4 marked)',
    ]);
    expect(elements(html, 'tr').map(([, text]) => text)).toEqual([
      'Row Date Description Amount Printed balance Check',
      '2 Mar 5, 2024 ATM MAIN ST -$200.00 $1,400.00 Matches',
      '3 Mar 3, 2024 CHECK 1001 -$1,450.25 -$50.25 Matches',
      '▶ 4 Mar 10, 2024 VISA COFFEE -$12.40 -$75.05 Does not match: the transactions give -$62.65',
      '5 Mar 31, 2024 MONTHLY FEE -$5.00 -$80.05',
    ]);
    // The marker is decoration; the Check column says it in words, and a row header names each row.
    expect(html).toContain('<span aria-hidden="true" class="mr-1">▶</span>');
    expect(elements(html, 'th').filter(([attrs]) => attrs.includes('scope="row"'))).toHaveLength(4);
    // The table scrolls on a phone, so its region can take focus and is named by the caption.
    const region = /<div ([^>]*role="region"[^>]*)>/.exec(html)?.[1] ?? '';
    const captionId = /<caption id="([^"]+)"/.exec(html)?.[1];
    expect(region).toContain(`aria-labelledby="${captionId}"`);
    expect(region).toContain('tabindex="0"');
  });

  it('gives each account of a consolidated statement a heading, its verdict and its checks', () => {
    const html = renderToStaticMarkup(
      <VerificationPanel accounts={accountVerifications(consolidatedMixed())} />,
    );
    expect(elements(html, 'h4').map(([, text]) => text)).toEqual([
      'Everyday Checking 0001',
      'Plus Savings 0002',
    ]);
    const articles = elements(html, 'article').map(([, text]) => text);
    expect(articles).toEqual([
      'Everyday Checking 0001 Not checked Not checked: the statement prints no balances to check these transactions against. Compare them with your PDF. ' +
        'The beginning balance, $100.00, is printed on the statement. ' +
        'The ending balance, -$67.65, is not printed on the statement; it was worked out from the transactions. ' +
        'The statement prints no running balance beside the transactions.',
      'Plus Savings 0002 Matches the statement Checked against the statement: every balance and total printed on it matches these transactions. ' +
        'The beginning balance, $100.00, is printed on the statement. ' +
        'The ending balance printed on the statement matches the beginning balance and these transactions. ' +
        'All 5 running balances printed beside the transactions match. ' +
        'The total "Total deposits" printed on page 1, $1,500.00, matches the rows it covers.',
    ]);
  });
});

describe('ResultSummary', () => {
  it('shows the verdict in the balance check, in words', () => {
    const html = renderToStaticMarkup(<ResultSummary data={runningBreakChecking()} />);
    expect(textOf(html)).toContain(
      'Balance check Does not match the statement Does not match: a figure printed on the statement differs from what these transactions add up to. Compare them with your PDF before you rely on them.',
    );
  });
});
