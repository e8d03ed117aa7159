import { useSyncExternalStore } from 'react';

/** A touch screen's primary pointer: a finger cannot drag a file from another window. */
export const COARSE_POINTER_QUERY = '(pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(COARSE_POINTER_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the device's primary pointer is a finger (false where it cannot be told, e.g. on the server). */
export function useCoarsePointer(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(COARSE_POINTER_QUERY).matches,
    () => false,
  );
}
