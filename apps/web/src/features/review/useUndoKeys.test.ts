import { describe, expect, it } from 'vitest';
import { undoKey } from './useUndoKeys.ts';

const press = (key: string, mods: Partial<{ ctrl: boolean; meta: boolean; shift: boolean }>) => ({
  key,
  ctrlKey: mods.ctrl ?? false,
  metaKey: mods.meta ?? false,
  shiftKey: mods.shift ?? false,
});

describe('undoKey', () => {
  it('reads Ctrl/Cmd+Z as undo, with Shift or Ctrl+Y as redo, and nothing else', () => {
    expect(undoKey(press('z', { ctrl: true }))).toBe('undo');
    expect(undoKey(press('z', { meta: true }))).toBe('undo');
    expect(undoKey(press('Z', { meta: true, shift: true }))).toBe('redo');
    expect(undoKey(press('y', { ctrl: true }))).toBe('redo');
    expect(undoKey(press('y', { meta: true }))).toBeNull();
    expect(undoKey(press('z', {}))).toBeNull();
    expect(undoKey(press('a', { ctrl: true }))).toBeNull();
  });
});
