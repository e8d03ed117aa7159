/** Longest wait for an idle moment before deferred work runs anyway. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the browser is idle, so it never delays the first paint; returns a cancel function.
 * Without requestIdleCallback (Safari) it runs on the next macrotask, after the current render.
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  if (typeof globalThis.requestIdleCallback === 'function') {
    const handle = globalThis.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => globalThis.cancelIdleCallback(handle);
  }
  const handle = setTimeout(work, 0);
  return () => clearTimeout(handle);
}
