import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { PAYMENT_POLL_INTERVAL_MS, pollDecision } from './polling.ts';
import { BILLING_TEXTS } from './texts.ts';

const T = BILLING_TEXTS.toasts;

/** Polls the payment status after the return from checkout (spec section 4); true while checking. */
export function usePaymentPolling(): boolean {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const { token, refreshUser } = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [finished, setFinished] = useState<string | null>(null);

  useEffect(() => {
    if (!sessionId || !token) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => setFinished(sessionId);

    const attempt = async (number: number) => {
      const result = await api.paymentStatus(token, sessionId);
      if (cancelled) return;
      if (!result.ok) {
        toast.error(T.checkError);
        finish();
        return;
      }
      const decision = pollDecision(result.data, number);
      if (decision === 'paid') {
        toast.success(T.paid);
        void refreshUser();
        void queryClient.invalidateQueries({ queryKey: ['subscription'] });
        void queryClient.invalidateQueries({ queryKey: ['billing-history'] });
        finish();
        navigate('/pricing', { replace: true });
      } else if (decision === 'expired') {
        toast.error(T.expired);
        finish();
      } else if (decision === 'timeout') {
        toast.error(T.timeout);
        finish();
      } else {
        toast.info(T.pending, { id: 'payment-pending' });
        timer = setTimeout(() => void attempt(number + 1), PAYMENT_POLL_INTERVAL_MS);
      }
    };
    void attempt(1);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [sessionId, token, refreshUser, navigate, queryClient]);

  return Boolean(sessionId && token && finished !== sessionId);
}
