import { describe, expect, it } from 'vitest';
import type { Statement } from '@statemint/contracts';
import { balancedChecking } from '../fixtures/statements.ts';
import { claimKeptResult } from './claim.ts';
import {
  clearLastResult,
  freshResult,
  LAST_RESULT_KEY,
  LAST_RESULT_LIFETIME_MS,
  loadLastResult,
  saveLastResult,
  updateLastResult,
  type KeyValueStore,
  type SavedResult,
} from './lastResult.ts';

function mapStore(): KeyValueStore & { map: Map<string, unknown> } {
  const map = new Map<string, unknown>();
  return {
    map,
    get: async (key) => structuredClone(map.get(key)),
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
  };
}

function saved(data: Statement, savedAt: number, patch: Partial<SavedResult> = {}): SavedResult {
  return {
    version: 1,
    savedAt,
    fileName: 'march.pdf',
    pagesUsed: 3,
    data,
    claimToken: 'tok',
    downloaded: false,
    keepRequested: false,
    ...patch,
  };
}

describe('the result kept in this browser', () => {
  it('is fresh for a day and then reads as none', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    const value = saved(balancedChecking(), now - LAST_RESULT_LIFETIME_MS + 1);
    expect(freshResult(value, now)).toEqual(value);
    expect(freshResult({ ...value, savedAt: now - LAST_RESULT_LIFETIME_MS }, now)).toBeNull();
    // A clock set back must not keep a result forever.
    expect(freshResult({ ...value, savedAt: now + 1000 }, now)).toBeNull();
    expect(freshResult({ ...value, version: 2 }, now)).toBeNull();
    expect(freshResult({ ...value, data: { pages: 'x' } }, now)).toBeNull();
    expect(freshResult(undefined, now)).toBeNull();
  });

  it('saves, updates, restores and deletes a stale or broken value', async () => {
    const store = mapStore();
    const data = balancedChecking();
    const now = Date.now();
    await saveLastResult(saved(data, now), store);
    await updateLastResult({ downloaded: true }, store);
    expect(await loadLastResult(now, store)).toEqual(saved(data, now, { downloaded: true }));
    expect(await loadLastResult(now + LAST_RESULT_LIFETIME_MS, store)).toBeNull();
    expect(store.map.has(LAST_RESULT_KEY)).toBe(false);
    store.map.set(LAST_RESULT_KEY, { broken: true });
    expect(await loadLastResult(now, store)).toBeNull();
    expect(store.map.has(LAST_RESULT_KEY)).toBe(false);
    await saveLastResult(saved(data, now), store);
    await clearLastResult(store);
    expect(store.map.size).toBe(0);
  });

  it('a broken storage keeps nothing and throws nothing', async () => {
    const broken: KeyValueStore = {
      get: () => Promise.reject(new Error('denied')),
      set: () => Promise.reject(new Error('denied')),
      del: () => Promise.reject(new Error('denied')),
    };
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await loadLastResult(Date.now(), broken)).toBeNull();
      await expect(saveLastResult(saved(balancedChecking(), 0), broken)).resolves.toBeUndefined();
    } finally {
      console.warn = warn;
    }
  });
});

describe('claiming the kept result after sign-in', () => {
  const ok = (id: string) => async () => ({
    ok: true as const,
    status: 200,
    data: { document_id: id },
  });
  const failed =
    (status: number, detail: string | null, network = false) =>
    async () => ({
      ok: false as const,
      status,
      detail,
      code: null,
      network,
    });

  it('claims only a result its visitor asked to keep, once, and then forgets it', async () => {
    const store = mapStore();
    const now = Date.now();
    const calls: string[] = [];
    const call = async (token: string, claimToken: string) => {
      calls.push(`${token}:${claimToken}`);
      return ok('doc-1')();
    };
    await saveLastResult(saved(balancedChecking(), now), store);
    expect(await claimKeptResult('bearer', call, store)).toEqual({ kind: 'none' });
    expect(calls).toEqual([]);
    await updateLastResult({ keepRequested: true }, store);
    expect(await claimKeptResult('bearer', call, store)).toEqual({
      kind: 'claimed',
      documentId: 'doc-1',
    });
    expect(calls).toEqual(['bearer:tok']);
    expect(store.map.size).toBe(0);
    expect(await claimKeptResult('bearer', call, store)).toEqual({ kind: 'none' });
  });

  it('drops a token the server no longer knows, and keeps it after a network failure', async () => {
    const store = mapStore();
    await saveLastResult(saved(balancedChecking(), Date.now(), { keepRequested: true }), store);
    expect(await claimKeptResult('b', failed(0, null, true), store)).toEqual({ kind: 'retry' });
    expect(await claimKeptResult('b', failed(503, 'busy'), store)).toEqual({ kind: 'retry' });
    expect(store.map.size).toBe(1);
    expect(await claimKeptResult('b', failed(404, 'gone'), store)).toEqual({
      kind: 'gone',
      detail: 'gone',
    });
    expect(store.map.size).toBe(0);
  });
});
