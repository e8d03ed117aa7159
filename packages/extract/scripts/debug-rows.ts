/** Prints tables, sections and draft rows of a PDF (for development): tsx scripts/debug-rows.ts file.pdf [n] */
import { readFileSync } from 'node:fs';
import { extractStatement } from '../src/index.ts';
const r = await extractStatement(new Uint8Array(readFileSync(process.argv[2]!)), { debug: true });
if (r.ok && r.debug) {
  console.log(
    JSON.stringify(
      r.debug.tables.map((t) => ({
        p: t.page,
        y: Math.round(t.y),
        ignore: t.ignore,
        cols: t.columns
          .map((c) => `${c.role}:${c.label}@${Math.round(c.x0)}-${Math.round(c.x1)}`)
          .join(' '),
      })),
    ),
  );
  console.log(JSON.stringify(r.debug.sections));
  for (const a of r.debug.accounts)
    for (const t of a.rows.slice(0, Number(process.argv[3] ?? 5)))
      console.log(
        t.page,
        Math.round(t.y),
        t.cents,
        t.signSource,
        t.balance,
        t.section,
        t.description,
      );
}
