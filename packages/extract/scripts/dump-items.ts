/** Prints the raw text items of one page (for development): tsx scripts/dump-items.ts file.pdf [page] [filter] */
import { readFileSync } from 'node:fs';
import { readTextItems } from '../src/pdf/readTextItems.ts';
import { DEFAULT_LIMITS } from '../src/settings.ts';

const [file, pageArg = '1', filter = ''] = process.argv.slice(2);
if (!file) throw new Error('usage: dump-items.ts file.pdf [page] [filter]');
const r = await readTextItems(new Uint8Array(readFileSync(file)), DEFAULT_LIMITS);
if (r.ok) {
  const page = r.pages[Number(pageArg) - 1];
  for (const it of page?.items ?? []) {
    if (filter && !it.str.includes(filter)) continue;
    console.log(
      JSON.stringify(it.str),
      it.x.toFixed(2),
      (it.x + it.width).toFixed(2),
      it.y.toFixed(2),
      it.height.toFixed(2),
      it.fontName,
    );
  }
}
