import { useEffect, useRef, type Dispatch } from 'react';
import type { ReviewAction } from './editor.ts';

/** What a key press means for undo: Ctrl/Cmd+Z undoes, with Shift (or Ctrl+Y) redoes. */
export function undoKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
}): 'undo' | 'redo' | null {
  if (!event.ctrlKey && !event.metaKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/**
 * Ctrl/Cmd+Z and Shift+Z anywhere on the page undo and redo the table's edits, except while typing in a
 * field outside the table (which keeps the browser's own undo).
 */
export function useUndoKeys(dispatch: Dispatch<ReviewAction>) {
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = undoKey(event);
      if (!action) return;
      const target = event.target;
      const typing =
        target instanceof HTMLElement &&
        (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
      if (typing && !rootRef.current?.contains(target)) return;
      event.preventDefault();
      // A cell being typed in shows its draft; leaving it first lets the undone value show.
      if (typing) (target as HTMLElement).blur();
      dispatch({ type: action });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dispatch]);
  return rootRef;
}
