import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useAuth } from '../../auth/AuthContext.ts';
import { KEEP_TEXTS } from './texts.ts';

/**
 * Once a user is signed in (sign-up, sign-in or Google), claims the result this browser kept if its visitor
 * chose "Sign up to keep this conversion". The claim code and IndexedDB load only then.
 */
export function useClaimAfterSignIn(): void {
  const { token, isAuthenticated } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!isAuthenticated || !token || tried.current === token) return;
    tried.current = token;
    void (async () => {
      const { claimKeptResult } = await import('./claim.ts');
      const outcome = await claimKeptResult(token);
      if (outcome.kind === 'claimed') {
        void queryClient.invalidateQueries({ queryKey: ['documents'] });
        toast.success(KEEP_TEXTS.claimed, {
          action: {
            label: KEEP_TEXTS.claimedView,
            onClick: () => void navigate(`/documents/${outcome.documentId}`),
          },
        });
      } else if (outcome.kind === 'gone') {
        toast.error(KEEP_TEXTS.claimGone(outcome.detail));
      } else if (outcome.kind === 'retry') {
        tried.current = null;
      }
    })();
  }, [isAuthenticated, token, queryClient, navigate]);
}
