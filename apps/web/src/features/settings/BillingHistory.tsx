import { PLANS, type BillingHistoryEntry } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { formatBillingDate } from './subscription.ts';
import { SETTINGS_TEXTS } from './texts.ts';

const S = SETTINGS_TEXTS.subscription;

type BillingHistoryProps = {
  entries: BillingHistoryEntry[];
  /** With Stripe the history is Stripe's customer portal. */
  portal: boolean;
  busy: boolean;
  onOpenPortal: () => void;
};

/** Settings → Subscription's billing history: the payments table, or a button to Stripe's portal. */
export function BillingHistory({ entries, portal, busy, onOpenPortal }: BillingHistoryProps) {
  return (
    <section aria-labelledby="billing-history" className="space-y-3">
      <h3 id="billing-history" className="text-base font-semibold text-slate-900">
        {S.history}
      </h3>
      {portal ? (
        <div className="space-y-3">
          <p className="text-sm text-slate-600">{S.portalText}</p>
          <button
            type="button"
            onClick={onOpenPortal}
            disabled={busy}
            className={ui.buttonSecondary}
          >
            {S.portal}
          </button>
        </div>
      ) : entries.length === 0 ? (
        <p className="text-sm text-slate-600">{S.historyEmpty}</p>
      ) : (
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 font-medium">
                {S.historyDate}
              </th>
              <th scope="col" className="py-2 font-medium">
                {S.historyPlan}
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                {S.historyAmount}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 text-slate-900">
            {entries.map((entry) => (
              <tr key={`${entry.paid_at}-${entry.plan_id}`}>
                <td className="py-2">{formatBillingDate(entry.paid_at)}</td>
                <td className="py-2">
                  {PLANS.find((p) => p.id === entry.plan_id)?.name ?? entry.plan_id} (
                  {entry.billing_interval === 'annual' ? S.annualPlan : S.monthlyPlan})
                </td>
                <td className="py-2 text-right">
                  ${entry.amount} {entry.currency.toUpperCase()}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
