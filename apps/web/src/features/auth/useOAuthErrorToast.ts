import { useEffect } from 'react';
import { toast } from 'sonner';
import { OAUTH_MESSAGES, oauthErrorFromHash } from '@statemint/contracts';

/** Toast id: StrictMode's second effect and a re-render show the message once. */
const TOAST_ID = 'oauth-error';

/**
 * A Google sign-in that failed comes back to /login#oauth_error=<code>: says why in a toast, then clears
 * the hash from the address bar.
 */
export function useOAuthErrorToast(): void {
  useEffect(() => {
    const code = oauthErrorFromHash(window.location.hash);
    if (!code) return;
    toast.error(OAUTH_MESSAGES.errors[code], { id: TOAST_ID });
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  }, []);
}
