/** Stage helper: whole months a statement names by a month and a year with no day (see readPeriod.ts). */
import { monthFromName, toIso } from './parseDate.ts';
import type { Period } from './readPeriod.ts';
import type { Line } from './types.ts';

/** A year as a statement prints it in a month's name ("MARET 2024", "March 2024,"). */
const YEAR_RE = /^((?:19|20|21)\d{2})[,.;:)]?$/;
/** A day before a month name: the words are a full date ("5 March 2024"), read as one elsewhere. */
const DAY_RE = /^\d{1,2}[.,]?$/;

/** A month named with its year: where its name stands in the line and the whole month as a period. */
export type NamedMonth = { index: number; period: Period };

/**
 * Every month a line names by its name and a year and no day ("PERIODE : MARET 2024"): the whole month,
 * from its first to its last day. Such a period is only ever taken when the rows' dates fall in it
 * (choosePeriod), since a month and a year may name anything else too.
 */
export function namedMonths(line: Line): NamedMonth[] {
  const out: NamedMonth[] = [];
  const words = line.words;
  for (let i = 0; i + 1 < words.length; i++) {
    const month = monthFromName(words[i]!.text.replace(/[,.:]$/, ''));
    const year = YEAR_RE.exec(words[i + 1]!.text)?.[1];
    if (month === null || year === undefined) continue;
    if (i > 0 && DAY_RE.test(words[i - 1]!.text)) continue;
    const y = Number(year);
    const last = new Date(Date.UTC(y, month, 0)).getUTCDate();
    out.push({
      index: i,
      period: { start: toIso(y, month, 1), end: toIso(y, month, last), month: true },
    });
  }
  return out;
}
