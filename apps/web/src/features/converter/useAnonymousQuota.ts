import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnonymousCheckResponse } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import { getBrowserFingerprint } from '../../lib/fingerprint.ts';
import { whenIdle } from '../../lib/idle.ts';

const FINGERPRINT_KEY = ['fingerprint'] as const;
const anonymousKey = (fingerprint: string | undefined) => ['anonymous-check', fingerprint] as const;

const fingerprintQuery = {
  queryKey: FINGERPRINT_KEY,
  queryFn: getBrowserFingerprint,
  staleTime: Infinity,
} as const;

const statusQuery = (fingerprint: string) => ({
  queryKey: anonymousKey(fingerprint),
  queryFn: async (): Promise<AnonymousCheckResponse | null> => {
    const result = await api.anonymousCheck(fingerprint);
    if (result.ok) return result.data;
    // Failure is only logged (spec section 7); the server still enforces the limit.
    console.warn('Anonymous limit check failed', result.status);
    return null;
  },
});

/** True once the browser has been idle after the first render (the fingerprint then costs no paint). */
function useIdle(enabled: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => (enabled ? whenIdle(() => setIdle(true)) : undefined), [enabled]);
  return idle;
}

/**
 * The anonymous visitor's fingerprint and free-conversion status (spec sections 3 and 7). The
 * fingerprint (canvas, WebGL, audio) is computed when the browser is idle, so the drop zone shows at
 * once; a file dropped before then waits for it in `ensureStatus`.
 */
export function useAnonymousQuota(enabled: boolean) {
  const queryClient = useQueryClient();
  const idle = useIdle(enabled);
  const fingerprint = useQuery({ ...fingerprintQuery, enabled: enabled && idle });
  const status = useQuery({
    ...statusQuery(fingerprint.data ?? ''),
    enabled: enabled && Boolean(fingerprint.data),
  });

  /** The fingerprint and status now, computing them if the idle moment has not come yet. */
  const ensureStatus = async () => {
    const value = await queryClient.ensureQueryData(fingerprintQuery);
    return {
      fingerprint: value,
      status: await queryClient.ensureQueryData(statusQuery(value)),
    };
  };

  /** After a successful free conversion: can_convert false, conversions_used 1 (spec section 4). */
  const markUsed = () => {
    // Read from the cache: a file dropped before the idle moment filled it after this render.
    const value = queryClient.getQueryData<string>(FINGERPRINT_KEY);
    queryClient.setQueryData<AnonymousCheckResponse | null>(anonymousKey(value), (previous) => ({
      conversions_limit: previous?.conversions_limit ?? 1,
      // The address's count is the server's to tell; the next check reads it again.
      address_conversions_used: previous?.address_conversions_used ?? 0,
      address_conversions_limit: previous?.address_conversions_limit ?? 0,
      address_resets_at: previous?.address_resets_at ?? new Date().toISOString(),
      can_convert: false,
      conversions_used: 1,
      refusal: 'conversion_used',
    }));
  };

  return {
    fingerprint: fingerprint.data ?? null,
    status: status.data ?? null,
    loading: enabled && (fingerprint.isPending || status.isPending),
    ensureStatus,
    markUsed,
  };
}
