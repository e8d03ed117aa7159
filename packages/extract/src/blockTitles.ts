/**
 * Stage helper: the titles that head several accounts' header blocks, found from the blocks' structure
 * rather than from words. A statement prints every account's block from one template ("<title>", "Account
 * number <n>", "Opening <x>  Closing <y>", the table's header): counted up from each account's first row,
 * the blocks' lines start alike (digits aside) until the line where each prints its own title, a short
 * cell of words in the same place, different in every block.
 */
import type { ExtractSettings } from './settings.ts';
import type { Line, Word } from './types.ts';
import { NOT_TITLE_WORDS, squash } from './vocabulary.ts';

/** A title holds at most this many words. */
const MAX_TITLE_WORDS = 6;

/** A line's first cell: its words up to the first gap wider than a cell gap. */
function firstCell(line: Line, settings: ExtractSettings): Word[] {
  const gap = settings.cellGapRatio * line.height;
  const out: Word[] = [];
  for (const w of line.words) {
    if (out.length > 0 && w.x0 - out[out.length - 1]!.x1 > gap) break;
    out.push(w);
  }
  return out;
}

/** A cell as a template prints it: its numbers all alike. */
function templateKey(cell: readonly Word[]): string {
  return cell.map((w) => w.text.replace(/\d+/g, '#')).join(' ');
}

/** A cell that may be a title: a few words, letters, no digits, no "label:" and no heading word. */
function titleText(cell: readonly Word[]): string | null {
  if (cell.length === 0 || cell.length > MAX_TITLE_WORDS) return null;
  const text = cell.map((w) => w.text).join(' ');
  if (/[\d:]/.test(text) || (text.match(/\p{L}/gu) ?? []).length < 2) return null;
  if (cell.some((w) => NOT_TITLE_WORDS.has(squash(w.text)))) return null;
  return text;
}

/**
 * The title of each header block (`blocks[i]`, lines of one account above its first row; null for an
 * account without one), or null for every account when the blocks do not show one: fewer than two
 * blocks, blocks that differ before a title line, or a line that differs in some other way.
 */
export function blockTitles(
  lines: readonly Line[],
  blocks: readonly ({ from: number; to: number } | null)[],
  settings: ExtractSettings,
): (string | null)[] {
  const none = blocks.map(() => null);
  const present = blocks.filter((b) => b !== null && b.to > b.from) as {
    from: number;
    to: number;
  }[];
  if (present.length < 2 || present.length !== blocks.filter((b) => b !== null).length) return none;
  const depth = Math.min(...present.map((b) => b.to - b.from));
  for (let k = 1; k <= depth; k++) {
    const cells = present.map((b) => firstCell(lines[b.to - k]!, settings));
    // A line of the template (digits aside): the blocks are alike so far.
    if (cells.every((c) => templateKey(c) === templateKey(cells[0]!))) continue;
    const titles = cells.map(titleText);
    const keys = titles.map((t) => (t === null ? null : squash(t)));
    const height = lines[present[0]!.to - k]!.height;
    const aligned = cells.every((c) => Math.abs(c[0]!.x0 - cells[0]![0]!.x0) <= height);
    const distinct = new Set(keys).size === keys.length && !keys.includes(null);
    if (!aligned || !distinct) return none;
    let next = 0;
    return blocks.map((b) => (b !== null && b.to > b.from ? titles[next++]! : null));
  }
  return none;
}
