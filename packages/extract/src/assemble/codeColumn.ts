/**
 * A narrow column of type codes ("DD", "POS", "TRF") printed between the date and the description, found
 * from the rows' geometry where the header names no columns: its words are no part of the description.
 */
import type { ExtractSettings } from '../settings.ts';
import type { Row, TableLayout } from '../types.ts';
import type { ExtraCell } from './rowView.ts';

/**
 * The code column of an inferred layout: most dated rows print, right after their date, one short code
 * in a cell of its own (a wide gap before the description), left-aligned with the others.
 */
export function codeColumn(
  rows: readonly Row[],
  layout: TableLayout,
  settings: ExtractSettings,
): ExtraCell[] {
  const codeRe = new RegExp(`^[\\p{Lu}\\d]{1,${settings.codeColumnMaxChars}}$`, 'u');
  let dated = 0;
  const codes: { x0: number; x1: number; h: number }[] = [];
  for (const r of rows) {
    if (r.dates[0]?.firstWord !== 0) continue;
    const k = r.dates[r.dates.length - 1]!.lastWord + 1;
    const code = r.line.words[k];
    const next = r.line.words[k + 1];
    if (!code || code.x1 >= layout.amountLeft) continue;
    dated++;
    if (
      next &&
      codeRe.test(code.text) &&
      next.x0 - code.x1 > settings.cellGapRatio * r.line.height &&
      next.x1 < layout.amountLeft
    )
      codes.push({ x0: code.x0, x1: code.x1, h: r.line.height });
  }
  if (dated === 0 || codes.length < settings.codeColumnMinShare * dated) return [];
  // Left-aligned: the codes start where most of them start.
  const left = codes.map((c) => c.x0).sort((a, b) => a - b)[Math.floor(codes.length / 2)]!;
  const aligned = codes.filter(
    (c) => Math.abs(c.x0 - left) <= settings.inferredColumnToleranceRatio * c.h,
  );
  if (aligned.length < settings.codeColumnMinShare * dated) return [];
  return [
    {
      x0: Math.min(...aligned.map((c) => c.x0)),
      x1: Math.max(...aligned.map((c) => c.x1)),
      holds: 'any',
    },
  ];
}
