import { describe, expect, it } from 'vitest';
import { isSpaceUnit, itemsToLines } from './itemsToLines.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import type { PageText } from './types.ts';

function page(items: PageText['items']): PageText {
  return { pageNumber: 1, width: 600, height: 800, items };
}

describe('itemsToLines', () => {
  it('groups items by baseline, orders them left to right and splits words', () => {
    const lines = itemsToLines(
      page([
        { str: '10.00', x: 400, y: 100.5, width: 25, height: 10 },
        { str: '01/15 PAYROLL', x: 50, y: 100, width: 65, height: 10 },
        { str: 'Header', x: 50, y: 80, width: 30, height: 10 },
      ]),
      DEFAULT_SETTINGS,
    );
    expect(lines.map((l) => l.text)).toEqual(['Header', '01/15 PAYROLL 10.00']);
    expect(lines[1]!.words).toEqual([
      { text: '01/15', x0: 50, x1: 75 },
      { text: 'PAYROLL', x0: 80, x1: 115 },
      { text: '10.00', x0: 400, x1: 425 },
    ]);
  });

  it('glues runs split by kerning but keeps real spaces', () => {
    const lines = itemsToLines(
      page([
        { str: 'WITH', x: 50, y: 100, width: 20, height: 10 },
        { str: 'DRAWAL', x: 70.5, y: 100, width: 30, height: 10 },
        { str: 'ATM', x: 104, y: 100, width: 15, height: 10 },
      ]),
      DEFAULT_SETTINGS,
    );
    expect(lines[0]!.text).toBe('WITHDRAWAL ATM');
  });

  it('keeps a run of another size apart even where it touches the word before (a footer flush against a figure)', () => {
    const lines = itemsToLines(
      page([
        { str: '1.725,68', x: 487.6, y: 549.5, width: 38.4, height: 8 },
        { str: 'Pagina ', x: 524.2, y: 549.5, width: 29.4, height: 7 },
        { str: '1', x: 553.6, y: 549.5, width: 4.2, height: 7 },
      ]),
      DEFAULT_SETTINGS,
    );
    expect(lines[0]!.words.map((w) => w.text)).toEqual(['1.725,68', 'Pagina', '1']);
  });

  it('drops a run drawn twice at the same place (faux bold)', () => {
    const lines = itemsToLines(
      page([
        { str: 'Total', x: 50, y: 100, width: 25, height: 10 },
        { str: 'Total', x: 50.2, y: 100, width: 25, height: 10 },
      ]),
      DEFAULT_SETTINGS,
    );
    expect(lines[0]!.text).toBe('Total');
  });

  it('keeps a run at another size that starts inside the word before apart (text printed over it)', () => {
    const run = (height: number) =>
      itemsToLines(
        page([
          { str: '3.919,00', x: 488, y: 412.5, width: 38, height: 8 },
          { str: 'Pagina', x: 524, y: 412.5, width: 25, height },
        ]),
        DEFAULT_SETTINGS,
      )[0]!.words;
    expect(run(7)).toEqual([
      { text: '3.919,00', x0: 488, x1: 526 },
      { text: 'Pagina', x0: 524, x1: 549 },
    ]);
    // At the same size, runs set that tight are one word (kerning), as before.
    expect(run(8).map((w) => w.text)).toEqual(['3.919,00Pagina']);
  });
});

describe('isSpaceUnit', () => {
  it('is white space for exactly the code units a regular expression reads as \\s', () => {
    const differ: number[] = [];
    for (let c = 0; c <= 0xffff; c++)
      if (isSpaceUnit(c) !== /\s/.test(String.fromCharCode(c))) differ.push(c);
    expect(differ).toEqual([]);
  });

  it('splits runs at every kind of space, as /\\S+/g would', () => {
    const str = '\u00a0A\u2009B\u3000C\ufeffD\u2028E\tF  ';
    const [line] = itemsToLines(
      page([{ str, x: 0, y: 10, width: str.length * 5, height: 10 }]),
      DEFAULT_SETTINGS,
    );
    expect(line!.words.map((w) => [w.text, w.x0, w.x1])).toEqual([
      ['A', 5, 10],
      ['B', 15, 20],
      ['C', 25, 30],
      ['D', 35, 40],
      ['E', 45, 50],
      ['F', 55, 60],
    ]);
  });
});
