import { describe, expect, test } from 'vitest';
import { formulaCells } from './expected-csv.ts';

describe('formulaCells', () => {
  test('finds the formula that issue 7 found after a semicolon (SHOP;=1+1 written unquoted)', () => {
    expect(formulaCells('\uFEFFDate,Description\r\n2024-02-01,SHOP;=1+1\r\n')).toEqual(['=1+1']);
    expect(formulaCells('2024-02-01,"SHOP;=1+1"\r\n')).toEqual(['=1+1"']);
  });

  test('finds formulas after a comma, a tab or a line break, behind spaces and quotes', () => {
    expect(formulaCells('"REFUND,+44",x\r\n')).toEqual(['+44"']);
    expect(formulaCells('"ATM\t-20.00"\r\n')).toEqual(['-20.00"']);
    expect(formulaCells('"NOTE\n@SUM(A1)"\r\n')).toEqual(['@SUM(A1)"']);
    expect(formulaCells('"PAY; ""=1+1"""\r\n')).toEqual(['=1+1"""']);
  });

  test('accepts the neutralised cells and negative amounts the writers produce', () => {
    const csv =
      '\uFEFFDate,Description,Amount\r\n' +
      `2024-02-01,"SHOP;'=1+1",-1.50\r\n` +
      `2024-02-05,"CARD; '=HYPERLINK(""x"")",-5.50\r\n` +
      `2024-02-06,"PAY;""'=1+1""",-6.50\r\n` +
      `2024-02-08,"MEMO\r\n'=2",12.00\r\n` +
      `2024-02-10,A - B,-10.50\r\n`;
    expect(formulaCells(csv)).toEqual([]);
  });
});
