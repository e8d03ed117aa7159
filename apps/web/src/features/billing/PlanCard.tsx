import type { BillingInterval, Plan } from '@statemint/contracts';
import { ui } from '../../components/ui.ts';
import { billingNote, displayPrice, type PlanButton } from './pricing.ts';
import { BILLING_TEXTS as T } from './texts.ts';

type PlanCardProps = {
  plan: Plan;
  interval: BillingInterval;
  button: PlanButton;
  popular: boolean;
  onSelect: () => void;
  /** Enterprise: the sales mailto the Contact link opens. */
  contactHref: string;
};

/** One plan: name, price, pages and its button. */
export function PlanCard({
  plan,
  interval,
  button,
  popular,
  onSelect,
  contactHref,
}: PlanCardProps) {
  const price = displayPrice(plan, interval);
  const custom = price === null;
  const note = billingNote(plan, interval);
  const features = custom ? T.features.enterprise : T.features.common;
  return (
    <li
      className={`${ui.card} relative flex flex-col p-6 ${popular ? 'border-emerald-700 ring-2 ring-emerald-700' : ''}`}
    >
      {popular && (
        <span className="absolute -top-3 left-6 rounded-full bg-emerald-700 px-3 py-0.5 text-xs font-semibold text-white">
          {T.popular}
        </span>
      )}
      <p className="h-4 text-xs font-semibold uppercase tracking-wide text-emerald-800">
        {custom ? T.enterprise.eyebrow : ''}
      </p>
      <h2 className="text-lg font-semibold text-slate-900">{plan.name}</h2>
      <p className="mt-4 flex items-baseline gap-1">
        <span className="text-4xl font-bold tracking-tight text-slate-900">
          {custom ? T.enterprise.price : price}
        </span>
        {!custom && <span className="text-sm text-slate-600">{T.perMonth}</span>}
      </p>
      <p className="mt-1 h-5 text-xs text-slate-600">{note}</p>
      <p className="mt-4 text-sm font-semibold text-slate-900">
        {plan.pagesPerMonth === null ? T.enterprise.pages : T.pagesPerMonth(plan.pagesPerMonth)}
      </p>
      <ul className="mt-3 flex-1 space-y-2 text-sm text-slate-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-emerald-700">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {custom && button.label !== T.currentPlan ? (
        // A real contact route: the mail client opens, and the spec's toast still shows.
        <a
          href={contactHref}
          onClick={onSelect}
          className={`${popular ? ui.buttonPrimary : ui.buttonSecondary} mt-6 w-full`}
        >
          {T.enterprise.contact}
        </a>
      ) : (
        <button
          type="button"
          onClick={onSelect}
          disabled={button.disabled}
          className={`${popular ? ui.buttonPrimary : ui.buttonSecondary} mt-6 w-full`}
        >
          {button.label}
        </button>
      )}
    </li>
  );
}
