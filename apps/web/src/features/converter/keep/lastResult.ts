/**
 * An anonymous visitor's last result, kept in this browser's IndexedDB for a day so that a reload or a visit
 * to another page does not lose it (issue 10). Nothing leaves the browser but the claim token, and only
 * when the visitor signs up to keep the result.
 */
import * as z from 'zod/mini';
import { Statement } from '@statemint/contracts';

/** How long a result is kept: the claim token's own lifetime on the server. */
export const LAST_RESULT_LIFETIME_MS = 24 * 3600 * 1000;
export const LAST_RESULT_KEY = 'statemint:last-result';

export const SavedResult = z.object({
  version: z.literal(1),
  savedAt: z.number(),
  fileName: z.string(),
  pagesUsed: z.nullable(z.number()),
  data: Statement,
  /** The server's one-time token for "Sign up to keep this conversion"; null once used. */
  claimToken: z.nullable(z.string()),
  /** Whether any file was saved from this result (then "Convert Another File" asks nothing). */
  downloaded: z.boolean(),
  /** Set by "Sign up to keep this conversion": the next sign-up or sign-in claims the result. */
  keepRequested: z.boolean(),
});
export type SavedResult = z.infer<typeof SavedResult>;

/** The saved value if it is a result of ours younger than a day at `now`; anything else reads as none. */
export function freshResult(value: unknown, now: number): SavedResult | null {
  const parsed = z.safeParse(SavedResult, value);
  if (!parsed.success) return null;
  const age = now - parsed.data.savedAt;
  return age >= 0 && age < LAST_RESULT_LIFETIME_MS ? parsed.data : null;
}

/** A minimal key-value store: idb-keyval in the browser, a Map in tests. */
export type KeyValueStore = {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
};

async function browserStore(): Promise<KeyValueStore> {
  const idb = await import('idb-keyval');
  return { get: idb.get, set: idb.set, del: idb.del };
}

/** IndexedDB may be missing or refused (private windows): the result is then simply not kept. */
async function attempt<T>(
  fn: (store: KeyValueStore) => Promise<T>,
  fallback: T,
  store?: KeyValueStore,
) {
  try {
    return await fn(store ?? (await browserStore()));
  } catch (error) {
    console.warn('Could not use this browser’s storage', error);
    return fallback;
  }
}

/** The kept result, or null; a stale or unreadable one is deleted. */
export function loadLastResult(now = Date.now(), store?: KeyValueStore) {
  return attempt(
    async (s) => {
      const value = await s.get(LAST_RESULT_KEY);
      const fresh = freshResult(value, now);
      if (!fresh && value !== undefined) await s.del(LAST_RESULT_KEY);
      return fresh;
    },
    null,
    store,
  );
}

export function saveLastResult(result: SavedResult, store?: KeyValueStore) {
  return attempt((s) => s.set(LAST_RESULT_KEY, result), undefined, store);
}

/** Changes the kept result, if there still is one. */
export function updateLastResult(
  patch: Partial<Pick<SavedResult, 'downloaded' | 'keepRequested' | 'claimToken'>>,
  store?: KeyValueStore,
) {
  return attempt(
    async (s) => {
      const current = freshResult(await s.get(LAST_RESULT_KEY), Date.now());
      if (current) await s.set(LAST_RESULT_KEY, { ...current, ...patch });
    },
    undefined,
    store,
  );
}

export function clearLastResult(store?: KeyValueStore) {
  return attempt((s) => s.del(LAST_RESULT_KEY), undefined, store);
}
