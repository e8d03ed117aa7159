/** Types for qif2json (it ships none): the QIF reader the tests use as an independent oracle. */
declare module 'qif2json' {
  export type QifTransaction = {
    date?: string;
    amount?: number;
    number?: string;
    payee?: string;
    memo?: string;
    category?: string;
  };
  export function parse(
    qif: string,
    options?: { dateFormat?: string | string[] },
  ): { type: string; transactions: QifTransaction[] };
}
