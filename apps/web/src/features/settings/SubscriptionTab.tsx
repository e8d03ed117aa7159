import { Link } from 'react-router';
import type { User } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { BillingHistory } from './BillingHistory.tsx';
import { subscriptionView } from './subscription.ts';
import { SETTINGS_TEXTS } from './texts.ts';
import { useSubscription } from './useSubscription.ts';

const T = SETTINGS_TEXTS.subscription;

/** Subscription tab: plan, usage, billing calendar, cancellation, history and the way to upgrade (spec section 2). */
export function SubscriptionTab({ user }: { user: User }) {
  const { billing, history, busy, cancel, openPortal } = useSubscription();
  const view = subscriptionView(user, billing);
  const rows = [
    { label: T.currentPlan, value: view.planName },
    { label: T.usage, value: view.usage },
    ...(view.pagesUsed === null ? [] : [{ label: T.pagesUsed, value: view.pagesUsed }]),
    { label: T.pagesRemaining, value: view.pagesRemaining },
    { label: T.billingCycle, value: view.billingCycle },
    { label: T.nextReset, value: view.nextReset },
    ...view.billingRows,
  ];
  return (
    <div className="max-w-2xl space-y-5">
      <h2 className="text-lg font-semibold text-slate-900">{T.heading}</h2>
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {rows.map((row) => (
          <div
            key={row.label}
            className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:justify-between"
          >
            <dt className="text-sm text-slate-600">{row.label}</dt>
            <dd className="text-sm font-semibold text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-3 sm:flex-row">
        {view.showUpgrade && (
          <Link to="/pricing" className={ui.buttonPrimary}>
            {T.upgrade}
          </Link>
        )}
        <Link to="/pricing" className={ui.buttonSecondary}>
          {T.viewPlans}
        </Link>
        {view.canCancel && (
          <button
            type="button"
            onClick={() => void cancel()}
            disabled={busy !== null}
            className={ui.buttonSecondary}
          >
            {busy === 'cancel' ? T.cancelling : T.cancel}
          </button>
        )}
      </div>
      {user.subscription_tier !== 'daily_free' || history.length > 0 ? (
        <BillingHistory
          entries={history}
          portal={billing?.has_portal ?? false}
          busy={busy !== null}
          onOpenPortal={() => void openPortal()}
        />
      ) : null}
    </div>
  );
}
