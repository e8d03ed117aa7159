import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES_DIR, loadFuzzFixtures } from './fixtures.ts';
import { mutationSources } from './sources.ts';

describe('loadFuzzFixtures', () => {
  it('gives every fixture at the size its README line records, recipes rebuilt from their sources', async () => {
    const readme = readFileSync(path.join(FIXTURES_DIR, 'README.md'), 'utf8');
    const recorded = new Map(
      [...readme.matchAll(/^- `([^`]+)`: .*?\(([\d,]+) bytes\)/gm)].map((m) => [
        m[1]!,
        Number(m[2]!.replace(/,/g, '')),
      ]),
    );
    const fixtures = loadFuzzFixtures(await mutationSources());
    expect(fixtures.length).toBe(recorded.size);
    for (const f of fixtures)
      expect([f.name, f.bytes.length]).toEqual([f.name, recorded.get(f.name)]);
  }, 60_000);
});
