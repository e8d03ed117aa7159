import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnonymousCheckResponse } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { getBrowserFingerprint } from '../../lib/fingerprint.ts';

const FINGERPRINT_KEY = ['fingerprint'] as const;
const anonymousKey = (fingerprint: string | undefined) => ['anonymous-check', fingerprint] as const;

/** The anonymous visitor's fingerprint and free-conversion status (spec sections 3 and 7). */
export function useAnonymousQuota(enabled: boolean) {
  const queryClient = useQueryClient();
  const fingerprint = useQuery({
    queryKey: FINGERPRINT_KEY,
    queryFn: getBrowserFingerprint,
    enabled,
    staleTime: Infinity,
  });
  const status = useQuery({
    queryKey: anonymousKey(fingerprint.data),
    queryFn: async (): Promise<AnonymousCheckResponse | null> => {
      const result = await api.anonymousCheck(fingerprint.data ?? '');
      if (result.ok) return result.data;
      // Failure is only logged (spec section 7); the server still enforces the limit.
      console.warn('Anonymous limit check failed', result.status);
      return null;
    },
    enabled: enabled && Boolean(fingerprint.data),
  });

  /** After a successful free conversion: can_convert false, conversions_used 1 (spec section 4). */
  const markUsed = () => {
    queryClient.setQueryData<AnonymousCheckResponse | null>(
      anonymousKey(fingerprint.data),
      (previous) => ({
        conversions_limit: previous?.conversions_limit ?? 1,
        can_convert: false,
        conversions_used: 1,
      }),
    );
  };

  return {
    fingerprint: fingerprint.data ?? null,
    status: status.data ?? null,
    loading: enabled && (fingerprint.isPending || status.isPending),
    markUsed,
  };
}
