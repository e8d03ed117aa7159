import { describe, expect, it } from 'vitest';
import { parseAmount } from './parseAmount.ts';
import { readCurrency } from './readAccountInfo.ts';
import { DEFAULT_SETTINGS } from './settings.ts';
import { signDecimalMoney } from './signDecimals.ts';
import { CHAR_WIDTH_PT, makeLine } from './testing/lines.ts';

/** Lines of a description at x 50 and figures right-aligned on 300 (and 400 when given). */
const ledger = (rows: [string, string, string?][]) =>
  rows.map(([text, amount, balance], i) =>
    makeLine(1, 100 + 12 * i, [
      [text, 50],
      [amount, 300 - amount.length * CHAR_WIDTH_PT],
      ...(balance ? [[balance, 400 - balance.length * CHAR_WIDTH_PT] as [string, number]] : []),
    ]),
  );

const texts = (rows: [string, string, string?][]) =>
  signDecimalMoney(ledger(rows)).map((l) => l.text);

describe('signDecimalMoney', () => {
  it("reads a column of figures with a sign for the decimal mark, the sign's figures grouped with points", () => {
    const out = texts([
      ['Saldo anterior', '38.450$50'],
      ['01-03 Compra 12', '13.378$76', '51.829$26'],
      ['02-03 Pagamento', '-2.500$00', '49.329$26'],
      ['03-03 Compra', '636$78', '49.966$04'],
    ]);
    expect(out).toEqual([
      'Saldo anterior 38.450,50',
      '01-03 Compra 12 13.378,76 51.829,26',
      '02-03 Pagamento -2.500,00 49.329,26',
      '03-03 Compra 636,78 49.966,04',
    ]);
    expect(parseAmount('-2.500,00')).toMatchObject({ cents: 250000, negative: true });
  });

  it('writes a decimal point where the figures group with commas or not at all, and keeps a sign that names one currency', () => {
    expect(
      texts([
        ['A', '1,204€55'],
        ['B', '(12€50)'],
      ]).slice(0, 2),
    ).toEqual(['A 1,204.55€', 'B (12.50€)']);
    expect(
      texts([
        ['A', '5$20'],
        ['B', '17$09-'],
      ]),
    ).toEqual(['A 5.20', 'B 17.09-']);
  });

  it('leaves a sign between numbers outside a column of figures, or in a figure of another shape', () => {
    // "REF 12$34" in a description shares no figure's right edge; a figure alone has no column.
    expect(
      texts([
        ['Pago REF 12$34', '1.000,00'],
        ['Pago', '2.000,00'],
      ]),
    ).toEqual(['Pago REF 12$34 1.000,00', 'Pago 2.000,00']);
    expect(
      texts([
        ['Saldo', '1.204$55'],
        ['Pago', '2.000,00'],
      ]),
    ).toEqual(['Saldo 1.204$55', 'Pago 2.000,00']);
    // Three digits after the sign, a whole part grouped badly, or two figures on one line only.
    expect(
      texts([
        ['A', '1$234'],
        ['B', '5$678'],
      ]),
    ).toEqual(['A 1$234', 'B 5$678']);
    expect(
      texts([
        ['A', '12.34$56'],
        ['B', '1.2$00'],
      ]),
    ).toEqual(['A 12.34$56', 'B 1.2$00']);
    expect(texts([['A', '1$20', '1$20']])).toEqual(['A 1$20 1$20']);
    // Figures grouping thousands with points and with commas are not one number format.
    expect(
      texts([
        ['A', '1.204$55'],
        ['B', '1,204$55'],
      ]),
    ).toEqual(['A 1.204$55', 'B 1,204$55']);
  });

  it('leaves the currency to what the statement names: the decimal cifrão is no dollar sign', () => {
    const head = makeLine(1, 80, [['Moeda: CVE', 50]]);
    const lines = [
      head,
      ...ledger([
        ['Compra', '5.576$20'],
        ['Compra', '13.378$76'],
        ['Compra', '2.435$59'],
      ]),
    ];
    expect(readCurrency(lines, DEFAULT_SETTINGS)).toBeNull();
    expect(readCurrency(signDecimalMoney(lines), DEFAULT_SETTINGS)).toBe('CVE');
    // Nothing named: the figures are read and the currency stays unnamed.
    expect(readCurrency(signDecimalMoney(lines.slice(1)), DEFAULT_SETTINGS)).toBeNull();
  });
});
