/** Stage: a page's positioned text items -> lines of words, top to bottom. */
import type { ExtractSettings } from './settings.ts';
import type { Line, PageText, TextItem, Word } from './types.ts';

/** Splits one run into whitespace-free words, spreading its width over its characters. */
function runToWords(item: TextItem): Word[] {
  const words: Word[] = [];
  const str = item.str;
  const charWidth = str.length > 0 ? item.width / str.length : 0;
  const re = /\S+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(str)) !== null) {
    const x0 = item.x + m.index * charWidth;
    words.push({ text: m[0], x0, x1: x0 + m[0].length * charWidth });
  }
  return words;
}

function buildLine(page: number, items: TextItem[], settings: ExtractSettings): Line {
  items.sort((a, b) => a.x - b.x);
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
    const leadingSpace = /^\s/.test(item.str);
    const runWords = runToWords(item);
    for (let i = 0; i < runWords.length; i++) {
      const w = runWords[i]!;
      const last = words[words.length - 1];
      if (
        i === 0 &&
        last &&
        !leadingSpace &&
        prevItem &&
        !/\s$/.test(prevItem.str) &&
        prevItem.height === item.height &&
        w.x0 - last.x1 < joinGap
      ) {
        last.text += w.text;
        last.x1 = Math.max(last.x1, w.x1);
      } else {
        words.push(w);
      }
    }
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
