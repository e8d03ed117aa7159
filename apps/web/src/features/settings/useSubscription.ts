import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { formatBillingDate } from './subscription.ts';
import { SETTINGS_TEXTS } from './texts.ts';

const S = SETTINGS_TEXTS.subscription;

/** The signed-in user's billing calendar and history, and the cancel and portal actions. */
export function useSubscription() {
  const { token, refreshUser } = useAuth();
  const [busy, setBusy] = useState<'cancel' | 'portal' | null>(null);

  const subscription = useQuery({
    queryKey: ['subscription', token],
    queryFn: async () => {
      const result = await api.subscription(token ?? '');
      return result.ok ? result.data : null;
    },
    enabled: Boolean(token),
  });
  const history = useQuery({
    queryKey: ['billing-history', token],
    queryFn: async () => {
      const result = await api.billingHistory(token ?? '');
      return result.ok ? result.data : [];
    },
    enabled: Boolean(token),
  });

  const cancel = async () => {
    const billing = subscription.data;
    if (!token || !billing?.can_cancel) return;
    const until = billing.next_billing_at ? formatBillingDate(billing.next_billing_at) : '';
    if (!window.confirm(S.cancelConfirm(until))) return;
    setBusy('cancel');
    const result = await api.cancelSubscription(token);
    setBusy(null);
    if (!result.ok) {
      toast.error(result.detail ?? S.cancelFailed);
      return;
    }
    const fresh = await subscription.refetch();
    const ends = fresh.data?.ends_at;
    toast.success(S.cancelled(ends ? formatBillingDate(ends) : until));
    void refreshUser();
  };

  const openPortal = async () => {
    if (!token) return;
    setBusy('portal');
    const result = await api.billingPortal(token);
    if (result.ok) {
      window.location.assign(result.data.url);
      return;
    }
    setBusy(null);
    toast.error(result.detail ?? S.portalFailed);
  };

  return {
    billing: subscription.data ?? null,
    history: history.data ?? [],
    busy,
    cancel,
    openPortal,
  };
}
