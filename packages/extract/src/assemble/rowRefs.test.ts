import { describe, expect, it } from 'vitest';
import { detectHeader } from '../detectColumns.ts';
import { linesToRows } from '../linesToRows.ts';
import { DEFAULT_SETTINGS } from '../settings.ts';
import { makeLine } from '../testing/lines.ts';
import { createRowViews, descriptionOf, viewOf } from './rowView.ts';

describe('a reference on a line without date or money', () => {
  const rows = linesToRows(
    [
      makeLine(1, 100, [
        ['Date', 50],
        ['Details', 110],
        ['Ref.', 300],
        ['Amount', 380],
        ['Balance', 460],
      ]),
      // The first line of a row whose money is on its last line: the reference in a cell of its own.
      makeLine(1, 112, [
        ['NEFT PAYROLL', 110],
        ['R700184', 292],
      ]),
      makeLine(1, 124, [
        ['PAGE 512241100', 110],
        ['82.20', 380],
        ['907.80', 460],
      ]),
      // A wrapped description whose last number is centred under the column, one space after its text.
      makeLine(1, 136, [['PAYMENT TO J SMITH FOR ACCOUNT 9912345', 138]]),
    ],
    'MDY',
    DEFAULT_SETTINGS,
  );
  const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
  const views = createRowViews(DEFAULT_SETTINGS, 'MDY', false);

  it('is the reference where it stands a cell gap clear of the text, centred under the title', () => {
    expect(layout.columns.map((c) => c.role)).toEqual([
      'date',
      'description',
      'reference',
      'amount',
      'balance',
    ]);
    const v = viewOf(views, rows[1]!, layout);
    expect(v.reference).toBe('R700184');
    expect(descriptionOf(v)).toBe('NEFT PAYROLL');
  });

  it('stays description text where it runs on from the words before it', () => {
    const v = viewOf(views, rows[3]!, layout);
    expect(v.reference).toBeNull();
    expect(descriptionOf(v)).toBe('PAYMENT TO J SMITH FOR ACCOUNT 9912345');
  });
});

describe('a reference wider than its title on a line without date or money', () => {
  // "Ref." spans x 300 to 320; the references are eleven characters (55 points) wide, set flush with
  // the title's left edge or with its right edge, so their centres fall outside it.
  const rows = linesToRows(
    [
      makeLine(1, 100, [
        ['Date', 50],
        ['Details', 110],
        ['Ref.', 300],
        ['Amount', 380],
        ['Balance', 460],
      ]),
      makeLine(1, 112, [
        ['NEFT PAYROLL', 110],
        ['R7001840001', 300],
      ]),
      makeLine(1, 124, [
        ['SO RENT', 110],
        ['R7001840002', 265],
      ]),
    ],
    'MDY',
    DEFAULT_SETTINGS,
  );
  const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
  const views = createRowViews(DEFAULT_SETTINGS, 'MDY', false);

  it('is the reference where it is flush with the left edge of the title', () => {
    expect(layout.columns.find((c) => c.role === 'reference')).toMatchObject({ x0: 300, x1: 320 });
    const v = viewOf(views, rows[1]!, layout);
    expect(v.reference).toBe('R7001840001');
    expect(descriptionOf(v)).toBe('NEFT PAYROLL');
  });

  it('is the reference where it is flush with the right edge of the title', () => {
    const v = viewOf(views, rows[2]!, layout);
    expect(v.reference).toBe('R7001840002');
    expect(descriptionOf(v)).toBe('SO RENT');
  });
});

describe('a reference on a lead line dated only by a date column printed after the text', () => {
  // "Text | Ref. | Out | In | Balance | Date" with the money on the row's last line: the lead line's
  // date is its fifth word, found under the date column only, not as a leading date.
  const rows = linesToRows(
    [
      makeLine(1, 100, [
        ['Details', 40],
        ['Ref.', 300],
        ['Out', 360],
        ['In', 410],
        ['Balance', 450],
        ['Date', 500],
      ]),
      makeLine(1, 112, [
        ['IBG SALARY 41600025', 40],
        ['R700233', 304],
        ['08/07/2023', 500],
      ]),
      makeLine(1, 122, [
        ['DATE 112527665', 40],
        ['88.63', 360],
        ['7301.18', 450],
      ]),
    ],
    'MDY',
    DEFAULT_SETTINGS,
  );
  const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
  const views = createRowViews(DEFAULT_SETTINGS, 'MDY', false);

  it('is the reference, as on a line whose date leads it', () => {
    expect(layout.columns.map((c) => c.role)).toEqual([
      'description',
      'reference',
      'debit',
      'credit',
      'balance',
      'date',
    ]);
    expect(rows[1]!.dates).toEqual([]);
    const v = viewOf(views, rows[1]!, layout);
    expect(v.dates).toHaveLength(1);
    expect(v.reference).toBe('R700233');
    expect(descriptionOf(v)).toBe('IBG SALARY 41600025');
  });
});

describe('a number ending the text on a dated line, just left of the reference column', () => {
  // "ATM WITHDRAWAL CITY 7246" ends at x 285, a word space after "CITY", within the column's slack
  // of "Ref." (x 300) but not under it; the row's reference "FT109" stands in the column's cell.
  const rows = linesToRows(
    [
      makeLine(1, 100, [
        ['Date', 50],
        ['Details', 110],
        ['Ref.', 300],
        ['Amount', 380],
        ['Balance', 460],
      ]),
      makeLine(1, 112, [
        ['01/10', 50],
        ['ATM WITHDRAWAL CITY 7246', 165],
        ['FT109', 300],
        ['41.77', 380],
        ['907.80', 460],
      ]),
      makeLine(1, 124, [
        ['01/11', 50],
        ['ATM WITHDRAWAL CITY', 165],
        ['7246', 272],
        ['41.77', 380],
        ['866.03', 460],
      ]),
    ],
    'MDY',
    DEFAULT_SETTINGS,
  );
  const layout = detectHeader(rows, 0, DEFAULT_SETTINGS)!;
  const views = createRowViews(DEFAULT_SETTINGS, 'MDY', false);

  it('stays description text where it runs on from the words before it', () => {
    const v = viewOf(views, rows[1]!, layout);
    expect(v.reference).toBe('FT109');
    expect(descriptionOf(v)).toBe('ATM WITHDRAWAL CITY 7246');
  });

  it('is the reference where it stands a cell gap clear of the text', () => {
    const v = viewOf(views, rows[2]!, layout);
    expect(v.reference).toBe('7246');
    expect(descriptionOf(v)).toBe('ATM WITHDRAWAL CITY');
  });
});
