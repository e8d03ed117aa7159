import { useState } from 'react';
import { toast } from 'sonner';
import { api } from '../../api/endpoints.ts';
import { ui } from '../../components/ui.ts';
import { googleSignInStep } from './googleSignIn.ts';
import { AUTH_TEXTS } from './texts.ts';
import { useOAuthErrorToast } from './useOAuthErrorToast.ts';

/** 'Continue with Google': a browser redirect once the server says Google sign-in is configured. */
export function GoogleButton({ disabled }: { disabled?: boolean }) {
  const [checking, setChecking] = useState(false);
  useOAuthErrorToast();

  const start = async () => {
    setChecking(true);
    const step = await googleSignInStep(window.location.origin, api.oauthConfig);
    if (step.kind === 'redirect') {
      window.location.assign(step.url);
      return;
    }
    setChecking(false);
    toast.error(step.message);
  };

  return (
    <button
      type="button"
      disabled={disabled || checking}
      onClick={() => void start()}
      className={`${ui.buttonSecondary} w-full`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
        <path
          fill="#4285F4"
          d="M22.5 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h5.9a5 5 0 01-2.2 3.3v2.7h3.6c2.1-1.9 3.2-4.8 3.2-8z"
        />
        <path
          fill="#34A853"
          d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0012 23z"
        />
        <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 010-4.2V7.1H2.1a11 11 0 000 9.9l3.7-2.8z" />
        <path
          fill="#EA4335"
          d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 002.1 7.1l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
        />
      </svg>
      {AUTH_TEXTS.google}
    </button>
  );
}
