import { describe, expect, it } from 'vitest';
import { readToken, writeToken, type TokenStores } from './tokenStorage.ts';

/** A Storage held in a Map, as a browser's localStorage or sessionStorage behaves. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A storage that refuses every write, as a full or blocked one does. */
class RefusingStorage extends MemoryStorage {
  override setItem(): void {
    throw new Error('QuotaExceededError');
  }
}

function stores(): TokenStores & { local: MemoryStorage; session: MemoryStorage } {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}

const contents = (s: TokenStores) => ({
  local: s.local?.getItem('auth_token') ?? null,
  session: s.session?.getItem('auth_token') ?? null,
});

describe('remember me', () => {
  it('keeps a remembered token in localStorage and clears the session copy', () => {
    const s = stores();
    s.session.setItem('auth_token', 'old');
    writeToken(s, 'tok', true);
    expect(contents(s)).toEqual({ local: 'tok', session: null });
    expect(readToken(s)).toBe('tok');
  });

  it('keeps an unremembered token for the browser session only (sessionStorage)', () => {
    const s = stores();
    s.local.setItem('auth_token', 'old');
    writeToken(s, 'tok', false);
    expect(contents(s)).toEqual({ local: null, session: 'tok' });
    expect(readToken(s)).toBe('tok');
  });

  it('clears both on sign-out and never stores the oauth_session marker', () => {
    const s = stores();
    writeToken(s, 'tok', true);
    writeToken(s, null);
    expect(contents(s)).toEqual({ local: null, session: null });
    writeToken(s, 'oauth_session', true);
    expect(contents(s)).toEqual({ local: null, session: null });
    expect(readToken(s)).toBeNull();
  });

  it('reads the remembered token first, and copes with missing or refusing storages', () => {
    const s = stores();
    s.local.setItem('auth_token', 'remembered');
    s.session.setItem('auth_token', 'this-session');
    expect(readToken(s)).toBe('remembered');
    expect(readToken({ local: null, session: s.session })).toBe('this-session');
    expect(readToken({ local: null, session: null })).toBeNull();
    const refusing: TokenStores = { local: new RefusingStorage(), session: new MemoryStorage() };
    expect(() => writeToken(refusing, 'tok', true)).not.toThrow();
    expect(contents(refusing)).toEqual({ local: null, session: null });
  });
});
