/** Converts one PDF and prints a short summary (for development): tsx scripts/try.ts file.pdf [--json] */
import { readFileSync } from 'node:fs';
import { extractStatement } from '../src/index.ts';

const file = process.argv[2];
if (!file) throw new Error('usage: try.ts file.pdf');
const r = await extractStatement(new Uint8Array(readFileSync(file)), { debug: true });
if (!r.ok) {
  console.log(r.error);
} else {
  const s = r.statement;
  if (process.argv.includes('--json')) console.log(JSON.stringify(s, null, 1));
  const views = s.accounts ?? [s];
  for (const a of views) {
    const credits =
      a.transactions
        .filter((t) => t.amount > 0)
        .reduce((x, t) => x + Math.round(t.amount * 100), 0) / 100;
    const debits =
      a.transactions
        .filter((t) => t.amount < 0)
        .reduce((x, t) => x - Math.round(t.amount * 100), 0) / 100;
    console.log(
      `acct=${a.accountInfo.accountNumber} n=${a.transactions.length} begin=${a.accountInfo.beginningBalance} end=${a.accountInfo.endingBalance} cr=${credits} dr=${debits} rec=${JSON.stringify(a.reconciliation)} period=${a.periodStart}..${a.periodEnd}`,
    );
    const f = a.transactions[0];
    const l = a.transactions[a.transactions.length - 1];
    console.log('  first', JSON.stringify(f));
    console.log('  last ', JSON.stringify(l));
  }
  console.log('currency', s.currency, 'pages', s.pages, 'warnings', s.warnings);
  if (process.argv.includes('--rows'))
    for (const t of s.transactions)
      console.log(' ', t.date, t.amount, t.balance ?? '', t.category, '|', t.description);
}
