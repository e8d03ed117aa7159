/** Stage: a page's positioned text items -> lines of words, top to bottom. */
import type { ExtractSettings } from './settings.ts';
import type { Line, PageText, TextItem, Word } from './types.ts';

/**
 * Whether a UTF-16 code unit is white space as a regular expression's `\s` reads it: ECMAScript's
 * WhiteSpace (tab, vertical tab, form feed, the byte-order mark and Unicode's space separators) and its
 * line terminators. Tested one unit at a time, without a regular expression, on every run of the
 * document (issue 11).
 */
export function isSpaceUnit(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d);
  if (c < 0xa0) return false;
  return (
    c === 0xa0 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * Adds one run's whitespace-free words (as `/\S+/g` would split it, its width spread over its characters)
 * to the line's `words`; the first one is glued to the word before it when `glue` says the run goes on
 * from it and the gap is under `joinGap`. Straight into the line, with no array per run (issue 11).
 */
function addRunWords(item: TextItem, words: Word[], glue: boolean, joinGap: number): void {
  const str = item.str;
  const charWidth = str.length > 0 ? item.width / str.length : 0;
  let start = -1;
  let first = true;
  for (let i = 0; i <= str.length; i++) {
    const space = i === str.length || isSpaceUnit(str.charCodeAt(i));
    if (!space) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    const x0 = item.x + start * charWidth;
    const x1 = x0 + (i - start) * charWidth;
    const last = words[words.length - 1];
    if (first && glue && last && x0 - last.x1 < joinGap) {
      last.text += str.slice(start, i);
      last.x1 = Math.max(last.x1, x1);
    } else {
      words.push({ text: str.slice(start, i), x0, x1 });
    }
    first = false;
    start = -1;
  }
}

function buildLine(page: number, items: TextItem[], settings: ExtractSettings): Line {
  // Items already in order (most lines) are left as they are: the stable sort would not move them.
  if (!byX(items)) items.sort((a, b) => a.x - b.x);
  let height = 0;
  let baselineSum = 0;
  for (const it of items) {
    height = Math.max(height, it.height);
    baselineSum += it.y;
  }
  const joinGap = settings.wordJoinGapRatio * height;
  const words: Word[] = [];
  let prevItem: TextItem | undefined;
  for (const item of items) {
    if (
      prevItem &&
      prevItem.str === item.str &&
      Math.abs(prevItem.x - item.x) < settings.duplicateRunTolerancePt
    ) {
      continue;
    }
    // A run starting with a space is never glued to the previous word, nor is a run set in another font
    // size: other text printed flush against or over it (a smaller footer right after a row's last
    // figure, or stamped on it).
    const leadingSpace = item.str.length > 0 && isSpaceUnit(item.str.charCodeAt(0));
    const glue =
      !leadingSpace &&
      prevItem !== undefined &&
      !(prevItem.str.length > 0 && isSpaceUnit(prevItem.str.charCodeAt(prevItem.str.length - 1))) &&
      prevItem.height === item.height;
    addRunWords(item, words, glue, joinGap);
    prevItem = item;
  }
  return {
    page,
    y: baselineSum / items.length,
    height,
    words,
    text: words.map((w) => w.text).join(' '),
  };
}

/** Whether items stand in left-to-right order of their starts. */
function byX(items: readonly TextItem[]): boolean {
  for (let i = 1; i < items.length; i++) if (!(items[i - 1]!.x <= items[i]!.x)) return false;
  return true;
}

/** Groups a page's items into lines by baseline and orders words left to right. */
export function itemsToLines(page: PageText, settings: ExtractSettings): Line[] {
  const items = page.items.slice().sort((a, b) => a.y - b.y || a.x - b.x);
  const lines: Line[] = [];
  let current: TextItem[] = [];
  let currentY = 0;
  let currentHeight = 0;
  for (const item of items) {
    const tolerance = settings.lineYToleranceRatio * Math.max(currentHeight, item.height, 1);
    if (current.length > 0 && Math.abs(item.y - currentY) <= tolerance) {
      current.push(item);
      currentHeight = Math.max(currentHeight, item.height);
      continue;
    }
    if (current.length > 0) {
      const line = buildLine(page.pageNumber, current, settings);
      if (line.words.length > 0) lines.push(line);
    }
    current = [item];
    currentY = item.y;
    currentHeight = item.height;
  }
  if (current.length > 0) {
    const line = buildLine(page.pageNumber, current, settings);
    if (line.words.length > 0) lines.push(line);
  }
  return lines;
}
