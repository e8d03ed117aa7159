import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PageCheckResponse } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { useAuth } from '../auth/AuthContext.ts';
import { allowanceOf, type Allowance } from './pages/allowance.ts';
import type { useAnonymousQuota } from './useAnonymousQuota.ts';

/**
 * The visitor's allowance now: the signed-in user's pages with the time they are refilled (from the page
 * check, read again whenever the pages change), or the browser's free conversion and its address's cap.
 */
export function useAllowance(anonymous: ReturnType<typeof useAnonymousQuota>): Allowance {
  const { user, token, isAuthenticated, refreshUser } = useAuth();
  const pageCheck = useQuery({
    queryKey: ['page-check', token, user?.pages_remaining, user?.subscription_tier],
    queryFn: async (): Promise<PageCheckResponse | null> => {
      const result = await api.checkPages(token ?? '', 1);
      return result.ok ? result.data : null;
    },
    enabled: isAuthenticated && Boolean(token),
  });
  const allowance = allowanceOf(
    isAuthenticated ? user : null,
    anonymous.status,
    pageCheck.data ?? null,
  );
  const resetsAt =
    allowance.kind === 'daily' || allowance.kind === 'monthly' ? allowance.resetsAt : null;

  // The out-of-pages card must not outlive the reset it announces: read the allowance again then.
  useEffect(() => {
    if (resetsAt === null) return;
    const wait = Date.parse(resetsAt) - Date.now();
    if (!Number.isFinite(wait) || wait > MAX_TIMER_MS) return;
    const timer = setTimeout(() => void refreshUser(), Math.max(0, wait) + RESET_GRACE_MS);
    return () => clearTimeout(timer);
  }, [resetsAt, refreshUser]);

  return allowance;
}

/** Longest delay a browser timer takes (about 24.8 days); a later reset is read on the next visit. */
const MAX_TIMER_MS = 2 ** 31 - 1;
/** A moment after the reset, so the server's clock has passed it too. */
const RESET_GRACE_MS = 2000;
