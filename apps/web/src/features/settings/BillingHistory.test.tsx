import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BillingHistory } from './BillingHistory.tsx';

/** The text a reader gets from some markup: tags dropped, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const noop = () => undefined;

describe('BillingHistory', () => {
  it('lists the paid checkouts of the test checkout, newest first as the server sends them', () => {
    const html = renderToStaticMarkup(
      <BillingHistory
        entries={[
          {
            paid_at: '2026-03-31T09:30:00.000Z',
            plan_id: 'business',
            billing_interval: 'annual',
            amount: '480.00',
            currency: 'usd',
          },
          {
            paid_at: '2026-01-31T09:30:00.000Z',
            plan_id: 'starter',
            billing_interval: 'monthly',
            amount: '15.00',
            currency: 'usd',
          },
        ]}
        portal={false}
        busy={false}
        onOpenPortal={noop}
      />,
    );
    expect(textOf(html)).toBe(
      'Billing history Date Plan Amount March 31, 2026 Business (annual) $480.00 USD ' +
        'January 31, 2026 Starter (monthly) $15.00 USD',
    );
    expect(html).not.toContain('<button');
  });

  it('says so when nothing was paid, and with Stripe offers the customer portal instead', () => {
    const empty = renderToStaticMarkup(
      <BillingHistory entries={[]} portal={false} busy={false} onOpenPortal={noop} />,
    );
    expect(textOf(empty)).toBe('Billing history No payments yet.');
    const stripe = renderToStaticMarkup(
      <BillingHistory entries={[]} portal busy={false} onOpenPortal={noop} />,
    );
    expect(textOf(stripe)).toBe(
      'Billing history Invoices, receipts and payment methods are kept by Stripe. Open billing portal',
    );
    expect(stripe).toContain('<button type="button"');
    expect(stripe).not.toContain('<table');
  });
});
