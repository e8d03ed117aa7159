import { isStorableToken, TOKEN_STORAGE_KEY } from './session.ts';

/** The browser's two storages; either may be missing (private mode, a blocked storage). */
export type TokenStores = { local: Storage | null; session: Storage | null };

/** The storages of this window, each null when the browser refuses access. */
export function browserStores(): TokenStores {
  const open = (name: 'localStorage' | 'sessionStorage'): Storage | null => {
    try {
      return window[name];
    } catch {
      return null;
    }
  };
  return { local: open('localStorage'), session: open('sessionStorage') };
}

function attempt(action: () => void): void {
  try {
    action();
  } catch {
    // A full or blocked storage: the session then lasts for this page only.
  }
}

function read(store: Storage | null): string | null {
  try {
    return store?.getItem(TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored token: a remembered one (localStorage) first, else this browser session's. */
export function readToken(stores: TokenStores): string | null {
  return read(stores.local) ?? read(stores.session);
}

/**
 * Stores the token where "Remember me" says: localStorage when checked (spec section 4), sessionStorage
 * (gone when the browser closes) when not; the other storage is cleared. Null, or the OAuth marker,
 * clears both.
 */
export function writeToken(stores: TokenStores, token: string | null, remember = true): void {
  const keep = token !== null && isStorableToken(token) ? token : null;
  const target = remember ? stores.local : stores.session;
  for (const store of [stores.local, stores.session]) {
    if (!store) continue;
    if (keep !== null && store === target) attempt(() => store.setItem(TOKEN_STORAGE_KEY, keep));
    else attempt(() => store.removeItem(TOKEN_STORAGE_KEY));
  }
}
