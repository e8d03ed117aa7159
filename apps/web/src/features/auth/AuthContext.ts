import { createContext, useContext } from 'react';
import type { SignupRequest, User } from '@statemint/contracts';

/** Outcome of a login or signup attempt (spec section 8): success, or the error text to show. */
export type AuthResult = { success: true; user: User } | { success: false; error: string };

export type AuthContextValue = {
  user: User | null;
  token: string | null;
  loading: boolean;
  isAuthenticated: boolean;
  /** `remember` false keeps the token for this browser session only (sessionStorage). */
  login: (email: string, password: string, remember?: boolean) => Promise<AuthResult>;
  signup: (request: SignupRequest) => Promise<AuthResult>;
  /** Clears the session; `serverCall: false` skips the logout call (e.g. the account is gone). */
  logout: (options?: { serverCall?: boolean }) => Promise<void>;
  refreshUser: () => Promise<void>;
  /** Replaces the user with a fresh copy the server returned (e.g. after a profile save). */
  setUser: (user: User) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session of spec section 4; only inside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
