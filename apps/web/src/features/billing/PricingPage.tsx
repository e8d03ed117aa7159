import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  DEFAULT_SALES_EMAIL,
  PLANS,
  type BillingInterval,
  type PlanId,
} from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { ui } from '../../components/ui.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { PlanCard } from './PlanCard.tsx';
import { planButton, salesMailto } from './pricing.ts';
import { BILLING_TEXTS as T } from './texts.ts';
import { usePaymentPolling } from './usePaymentPolling.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';

const POPULAR_PLAN: PlanId = 'professional';

/** Pricing at /pricing (spec section 2). */
export function PricingPage() {
  usePageTitle('Pricing - Statemint');
  const { user, token, isAuthenticated } = useAuth();
  const navigate = useNavigate();
  const [interval, setInterval] = useState<BillingInterval>('monthly');
  const [processing, setProcessing] = useState<PlanId | null>(null);
  const checking = usePaymentPolling();
  const config = useQuery({
    queryKey: ['payments-config'],
    queryFn: async () => {
      const result = await api.paymentsConfig();
      return result.ok ? result.data : null;
    },
    staleTime: Infinity,
  });
  const salesEmail = config.data?.sales_email ?? DEFAULT_SALES_EMAIL;

  const select = async (planId: PlanId) => {
    if (planId === 'enterprise') {
      // The link itself opens the mail to sales; the spec's toast says why.
      toast.info(T.toasts.contactSales);
      return;
    }
    if (!isAuthenticated || !token) {
      toast.info(T.toasts.loginFirst);
      navigate('/signup');
      return;
    }
    setProcessing(planId);
    const result = await api.createPaymentSession(token, {
      package_id: planId,
      billing_interval: interval,
    });
    if (result.ok && result.data.checkout_url) {
      window.location.assign(result.data.checkout_url);
      return;
    }
    setProcessing(null);
    if (result.ok || result.network) toast.error(T.toasts.startFailed);
    else toast.error(result.detail ?? T.toasts.createFailed);
  };

  return (
    <div className={`${ui.container} py-8 sm:py-12`}>
      <div className="mx-auto max-w-2xl text-center">
        <h1 className={ui.pageTitle}>{T.title}</h1>
        <p className="mt-3 text-base text-slate-600">{T.subtitle}</p>
      </div>

      {checking && (
        <div
          role="status"
          className="mx-auto mt-6 flex max-w-md items-center justify-center gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-950"
        >
          <Spinner className="h-5 w-5" />
          {T.checking}
        </div>
      )}

      <div className="mt-8 flex flex-col items-center gap-2">
        <div
          role="group"
          aria-label={T.intervalLabel}
          className="inline-flex rounded-xl bg-slate-200 p-1"
        >
          {(['monthly', 'annual'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={interval === value}
              disabled={checking}
              onClick={() => setInterval(value)}
              className={`rounded-lg px-4 py-2 text-sm font-semibold ${
                interval === value
                  ? 'bg-white text-slate-900 shadow-sm'
                  : 'text-slate-700 hover:text-slate-900'
              }`}
            >
              {value === 'monthly' ? T.monthly : T.annual}
            </button>
          ))}
        </div>
        <p className="h-5 text-sm font-semibold text-emerald-800">
          {interval === 'annual' ? T.saveYearly : ''}
        </p>
      </div>

      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PLANS.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            interval={interval}
            popular={plan.id === POPULAR_PLAN}
            button={planButton(plan.id, user?.subscription_tier ?? null, processing, checking)}
            onSelect={() => void select(plan.id)}
            contactHref={salesMailto(salesEmail)}
          />
        ))}
      </ul>
      <p className="mt-8 text-center text-sm text-slate-600">{T.freeNote}</p>
      <p className="mx-auto mt-2 max-w-2xl text-center text-sm text-slate-600">{T.pageRule}</p>
    </div>
  );
}
