import type { HostileEntry } from './index.ts';

export const XREF_MUTANTS: readonly HostileEntry[] = [];
