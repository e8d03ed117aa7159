import type { SourceBox } from '@statemint/contracts';
import type { Line, RowBox } from '../types.ts';

/** How far below its baseline a line's box reaches, as a share of its font size (descenders). */
const DESCENT = 0.25;

/**
 * The box covering `lines` on the page of the first one (a row's lines printed on a later page, such as a
 * description carried over a page break, stay out of it); `base` is grown when given.
 */
export function boxOfLines(lines: readonly Line[], base?: RowBox): RowBox | null {
  const page = base?.page ?? lines[0]?.page;
  if (page === undefined) return null;
  let box: RowBox | null = base ?? null;
  for (const line of lines) {
    if (line.page !== page || line.words.length === 0) continue;
    const x0 = line.words[0]!.x0;
    const x1 = line.words[line.words.length - 1]!.x1;
    const y0 = line.y - line.height;
    const y1 = line.y + line.height * DESCENT;
    box = box
      ? {
          page,
          x0: Math.min(box.x0, x0),
          y0: Math.min(box.y0, y0),
          x1: Math.max(box.x1, x1),
          y1: Math.max(box.y1, y1),
        }
      : { page, x0, y0, x1, y1 };
  }
  return box;
}

/**
 * How far `line` stands below a line printed at `fromY` on its page, in its own line heights (the
 * walk's measure of a gap between lines: a row's continuation, a resumed table).
 */
export function linesBelowY(fromY: number, line: Line): number {
  return (line.y - fromY) / Math.max(line.height, 1);
}

/** A row's box as the Statement carries it, to a tenth of a point. */
export function sourceOf(box: RowBox): SourceBox {
  const tenth = (n: number): number => Math.round(n * 10) / 10;
  return {
    page: box.page,
    x0: tenth(box.x0),
    y0: tenth(box.y0),
    x1: tenth(box.x1),
    y1: tenth(box.y1),
  };
}
