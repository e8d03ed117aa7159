import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BAD_INPUT_KINDS, generateBadInput } from './index.ts';

const BAD_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/bad');

describe('fixtures/bad', () => {
  for (const kind of BAD_INPUT_KINDS) {
    it(`${kind} is what the generator makes`, async () => {
      const committed = readFileSync(path.join(BAD_DIR, `${kind.replace('_', '-')}.pdf`));
      expect(committed.equals(Buffer.from(await generateBadInput(kind)))).toBe(true);
    });
  }
});
