import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, SignupRequest, User } from '@statemint/contracts';
import { api } from '../../api/endpoints.ts';
import type { ApiResult } from '../../api/client.ts';
import { AuthContext, type AuthContextValue, type AuthResult } from './AuthContext.ts';
import { restoreSession } from './restoreSession.ts';
import { readCookieSessionHint, writeCookieSessionHint } from './cookieSessionHint.ts';
import { isAuthenticated } from './session.ts';
import { AUTH_TEXTS } from './texts.ts';
import { browserStores, readToken, writeToken } from './tokenStorage.ts';

/** Stores the token (localStorage if remembered, else sessionStorage), or clears it with null. */
function storeToken(token: string | null, remember = true): void {
  writeToken(browserStores(), token, remember);
}

function clearHash(): void {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

/** Holds the session state of spec section 4 and the calls that change it. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const started = useRef(false);
  const tokenRef = useRef<string | null>(null);
  const queryClient = useQueryClient();

  const applySession = useCallback((nextToken: string | null, nextUser: User | null) => {
    tokenRef.current = nextToken;
    setToken(nextToken);
    setUser(nextUser);
  }, []);

  useEffect(() => {
    // Runs once even under StrictMode's double effects: the OAuth session id may be used only once.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const restored = await restoreSession({
        hash: window.location.hash,
        storedToken: readToken(browserStores()),
        cookieSessionHint: readCookieSessionHint(),
        exchange: api.oauthSessionData,
        profile: api.profile,
      });
      if (restored.clearHash) clearHash();
      if (restored.dropStoredToken) storeToken(null);
      writeCookieSessionHint(restored.token);
      applySession(restored.token, restored.user);
      setLoading(false);
    })();
  }, [applySession]);

  const finishAuth = useCallback(
    (result: ApiResult<AuthResponse>, fallback: string, remember = true): AuthResult => {
      if (result.ok) {
        storeToken(result.data.access_token, remember);
        applySession(result.data.access_token, result.data.user);
        return { success: true, user: result.data.user };
      }
      if (result.network) return { success: false, error: AUTH_TEXTS.errors.unexpected };
      return { success: false, error: result.detail ?? fallback };
    },
    [applySession],
  );

  const login = useCallback(
    async (email: string, password: string, remember = true) =>
      finishAuth(await api.login({ email, password }), AUTH_TEXTS.errors.loginFailed, remember),
    [finishAuth],
  );

  const signup = useCallback(
    async (request: SignupRequest) =>
      finishAuth(await api.signup(request), AUTH_TEXTS.errors.signupFailed),
    [finishAuth],
  );

  const logout = useCallback(
    async ({ serverCall = true }: { serverCall?: boolean } = {}) => {
      const current = tokenRef.current;
      // Clear first: logout must succeed locally even when the call fails (spec section 4).
      storeToken(null);
      writeCookieSessionHint(null);
      applySession(null, null);
      queryClient.clear();
      if (current && serverCall) await api.logout(current);
    },
    [applySession, queryClient],
  );

  const refreshUser = useCallback(async () => {
    const current = tokenRef.current;
    if (!current) return;
    const profile = await api.profile(current);
    if (profile.ok) setUser(profile.data);
    else console.warn('Profile refresh failed', profile.status);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      token,
      loading,
      isAuthenticated: isAuthenticated(token, user),
      login,
      signup,
      logout,
      refreshUser,
      setUser,
    }),
    [user, token, loading, login, signup, logout, refreshUser],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
