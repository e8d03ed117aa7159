/** Characters of the bar itself, between the brackets. */
export const PROGRESS_BAR_WIDTH = 30;

const CLEAR_LINE = '\r\x1b[2K';

/** `[##########--------------------] 1/3 files` */
export function progressLine(done: number, total: number, width = PROGRESS_BAR_WIDTH): string {
  const filled = total === 0 ? width : Math.round((done / total) * width);
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total} files`;
}

/** A one-line bar redrawn in place; messages printed through it appear above the bar. */
export class ProgressBar {
  private shown = false;

  constructor(
    private readonly stream: NodeJS.WriteStream,
    private readonly total: number,
  ) {}

  update(done: number): void {
    this.stream.write(`${CLEAR_LINE}${progressLine(done, this.total)}`);
    this.shown = true;
  }

  /** Prints a full line above the bar, then redraws the bar at `done`. */
  print(line: string, done: number): void {
    this.stream.write(`${this.shown ? CLEAR_LINE : ''}${line}\n`);
    this.update(done);
  }

  finish(): void {
    if (this.shown) this.stream.write(CLEAR_LINE);
    this.shown = false;
  }
}
