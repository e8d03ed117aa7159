/**
 * Lays statement text out on pages as plain text operations, before any PDF is drawn.
 *
 * Coordinates are PDF points with the origin at the bottom-left of the page (as pdf-lib draws),
 * `y` being the text baseline. Laying out is cheap, so a family can be laid out several times to
 * find the transaction count that fills the requested number of pages.
 */

/** Measures text width in points; backed by pdf-lib's standard font metrics. */
export type Measure = (text: string, bold: boolean, size: number) => number;

export type TextOp = { x: number; y: number; text: string; bold: boolean; size: number };

export type PageGeometry = {
  width: number;
  height: number;
  marginLeft: number;
  marginRight: number;
  /** Space kept free at the top for the running page header. */
  top: number;
  /** Space kept free at the bottom for the running page footer. */
  bottom: number;
};

export const PAGE_SIZES = {
  letter: [612, 792],
  a4: [595.28, 841.89],
} as const;

/** Hooks a table registers so that a page break repeats its header and prints continuation markers. */
export type BreakHooks = { onPageEnd?: (flow: Flow) => void; onPageStart?: (flow: Flow) => void };

export type TextOptions = { bold?: boolean; size?: number; align?: 'left' | 'right' };

/** A cursor that writes lines downwards and starts new pages when the space runs out. */
export class Flow {
  readonly pages: TextOp[][] = [[]];
  y: number;
  hooks: BreakHooks = {};

  constructor(
    readonly geo: PageGeometry,
    readonly measure: Measure,
    /** Default font size of body text. */
    readonly size: number,
    /** Default distance between baselines. */
    readonly lineHeight: number,
  ) {
    this.y = geo.height - geo.top;
  }

  get pageCount(): number {
    return this.pages.length;
  }

  get left(): number {
    return this.geo.marginLeft;
  }

  get right(): number {
    return this.geo.width - this.geo.marginRight;
  }

  /** Writes text on the current baseline at x (the left edge, or the right edge when right-aligned). */
  text(x: number, text: string, opts: TextOptions = {}): void {
    if (text === '') return;
    const bold = opts.bold ?? false;
    const size = opts.size ?? this.size;
    const left = opts.align === 'right' ? x - this.measure(text, bold, size) : x;
    this.currentPage().push({ x: left, y: this.y, text, bold, size });
  }

  width(text: string, opts: TextOptions = {}): number {
    return this.measure(text, opts.bold ?? false, opts.size ?? this.size);
  }

  /** Moves the baseline down. */
  down(points: number = this.lineHeight): void {
    this.y -= points;
  }

  /** Starts a new page when fewer than `points` remain above the bottom margin. */
  ensure(points: number): void {
    if (this.y - points < this.geo.bottom) this.pageBreak();
  }

  /** Remaining space on the current page. */
  get room(): number {
    return this.y - this.geo.bottom;
  }

  pageBreak(): void {
    const hooks = this.hooks;
    hooks.onPageEnd?.(this);
    this.pages.push([]);
    this.y = this.geo.height - this.geo.top;
    hooks.onPageStart?.(this);
  }

  /** Writes a paragraph wrapped to `width`, breaking pages between lines. */
  paragraph(text: string, x: number, width: number, opts: TextOptions = {}): void {
    const size = opts.size ?? this.size;
    const lh = size * (this.lineHeight / this.size);
    for (const line of wrapWords(text, width, (t) => this.measure(t, opts.bold ?? false, size))) {
      this.ensure(lh);
      this.text(x, line, { ...opts, size });
      this.down(lh);
    }
  }

  private currentPage(): TextOp[] {
    const page = this.pages[this.pages.length - 1];
    if (page === undefined) throw new Error('no page');
    return page;
  }
}

/** Splits text at spaces into lines no wider than `width` (a longer single word keeps its own line). */
export function wrapWords(text: string, width: number, measure: (t: string) => number): string[] {
  const words = text.split(' ').filter((w) => w !== '');
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (line !== '' && measure(candidate) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}
