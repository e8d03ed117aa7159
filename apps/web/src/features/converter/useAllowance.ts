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
  const { user, token, isAuthenticated } = useAuth();
  const pageCheck = useQuery({
    queryKey: ['page-check', token, user?.pages_remaining, user?.subscription_tier],
    queryFn: async (): Promise<PageCheckResponse | null> => {
      const result = await api.checkPages(token ?? '', 1);
      return result.ok ? result.data : null;
    },
    enabled: isAuthenticated && Boolean(token),
  });
  return allowanceOf(isAuthenticated ? user : null, anonymous.status, pageCheck.data ?? null);
}
