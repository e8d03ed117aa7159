/** Scores the engine on generated statements (for development): tsx scripts/eval-generated.ts [family|all] [seeds] [pages] [--verbose] */
import { extractStatement } from '../src/index.ts';
import { FAMILIES, generateStatement } from '../test/generator/index.ts';
import type { Family } from '../test/generator/index.ts';

const familyArg = process.argv[2] ?? 'all';
const seeds = Number(process.argv[3] ?? 5);
const pages = Number(process.argv[4] ?? 2);
const verbose = process.argv.includes('--verbose');
const families = familyArg === 'all' ? FAMILIES : [familyArg as Family];

const tokens = (s: string): string =>
  s
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((t) => t)
    .join(' ');

for (const family of families) {
  let perfect = 0;
  let txnsOk = 0;
  let txnsTotal = 0;
  for (
    let seed = Number(process.env.FIRST_SEED ?? 1);
    seed < Number(process.env.FIRST_SEED ?? 1) + seeds;
    seed++
  ) {
    const { pdf, truth } = await generateStatement({
      family,
      seed,
      pages,
      accounts: Number(process.env.ACCOUNTS ?? 1),
    });
    const r = await extractStatement(pdf);
    const problems: string[] = [];
    if (!r.ok) {
      problems.push(`error ${r.error.code}`);
    } else {
      const got = r.statement.accounts ?? [r.statement];
      if (got.length !== truth.accounts.length)
        problems.push(`accounts ${got.length} vs ${truth.accounts.length}`);
      truth.accounts.forEach((ta, i) => {
        const ga = got[i];
        if (!ga) return;
        for (const k of [
          'accountNumber',
          'statementDate',
          'beginningBalance',
          'endingBalance',
        ] as const) {
          if (ga.accountInfo[k] !== ta.accountInfo[k])
            problems.push(`acct${i} ${k} ${ga.accountInfo[k]} vs ${ta.accountInfo[k]}`);
        }
        if (!ga.reconciliation.balanced)
          problems.push(`acct${i} not balanced ${JSON.stringify(ga.reconciliation)}`);
        if (ga.transactions.length !== ta.transactions.length)
          problems.push(`acct${i} count ${ga.transactions.length} vs ${ta.transactions.length}`);
        const n = Math.max(ga.transactions.length, ta.transactions.length);
        let shown = 0;
        for (let j = 0; j < n; j++) {
          const g = ga.transactions[j];
          const t = ta.transactions[j];
          txnsTotal += t ? 1 : 0;
          if (
            g &&
            t &&
            g.date === t.date &&
            g.amount === t.amount &&
            tokens(g.description) === tokens(t.description)
          ) {
            txnsOk++;
            continue;
          }
          if (shown++ < (verbose ? 6 : 2)) {
            problems.push(
              `  #${j} got ${g ? `${g.date} ${g.amount} "${g.description}"` : '-'} | want ${t ? `${t.date} ${t.amount} "${t.description}"` : '-'}`,
            );
          }
        }
      });
    }
    if (problems.length === 0) perfect++;
    else
      console.log(
        `${family} seed ${seed} [${truth.features.join(',')}]\n  ${problems.slice(0, verbose ? 30 : 8).join('\n  ')}`,
      );
  }
  console.log(`== ${family}: perfect ${perfect}/${seeds}, rows ${txnsOk}/${txnsTotal}`);
}
