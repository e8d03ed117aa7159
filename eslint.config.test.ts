import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/** Loading typescript-eslint and linting takes a few seconds on a shared 2-core machine. */
const LINT_TEST_TIMEOUT_MS = 60_000;

const ROOT = import.meta.dirname;

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
});

/** The boundary messages ESLint gives when `source` is linted as if it were the file `file`. */
async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  if (result === undefined) throw new Error(`no lint result for ${file}`);
  const fatal = result.messages.filter((m) => m.fatal === true);
  if (fatal.length > 0) throw new Error(`${file} did not parse: ${fatal[0]?.message}`);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

function imports(...specifiers: string[]): string {
  return specifiers.map((s, i) => `import { x${i} } from '${s}';\nexport { x${i} };\n`).join('');
}

const restricted = (specifier: string, message: string) =>
  `'${specifier}' import is restricted from being used by a pattern. ${message}`;

const ENGINE_NO_EXPORT =
  'The engine never imports the export writers; apps/cli and apps/server join the two.';
const EXPORT_NO_ENGINE =
  'The writers take a Statement from @statemint/contracts, never from the engine.';
const CONTRACTS_NO_ENGINE = 'The contracts are the one schema source and import no engine code.';
const NO_APPS = 'Packages never import an app.';

describe('import boundaries in eslint.config.js', { timeout: LINT_TEST_TIMEOUT_MS }, () => {
  it('forbids the engine, its pool and its tests to import the export writers', async () => {
    for (const file of [
      'packages/extract/src/buildStatement.ts',
      'packages/extract/src/pool/child.ts',
      'packages/extract/test/realSamples.test.ts',
    ]) {
      expect(
        await restrictedImports(
          file,
          imports('@statemint/export', '@statemint/export/csv', '../../export/src/xlsx.ts'),
        ),
      ).toEqual([
        restricted('@statemint/export', ENGINE_NO_EXPORT),
        restricted('@statemint/export/csv', ENGINE_NO_EXPORT),
        restricted('../../export/src/xlsx.ts', ENGINE_NO_EXPORT),
      ]);
    }
  });

  it('forbids the pool child to import the CLI or any other app', async () => {
    expect(
      await restrictedImports(
        'packages/extract/src/pool/child.ts',
        imports('@statemint/cli', '../../../../apps/cli/src/convert.ts'),
      ),
    ).toEqual([
      restricted('@statemint/cli', NO_APPS),
      restricted('../../../../apps/cli/src/convert.ts', NO_APPS),
    ]);
  });

  it('forbids the export writers to import the engine', async () => {
    expect(
      await restrictedImports(
        'packages/export/src/csv.ts',
        imports('@statemint/extract', '@statemint/extract/pool', '../../extract/src/index.ts'),
      ),
    ).toEqual([
      restricted('@statemint/extract', EXPORT_NO_ENGINE),
      restricted('@statemint/extract/pool', EXPORT_NO_ENGINE),
      restricted('../../extract/src/index.ts', EXPORT_NO_ENGINE),
    ]);
  });

  it('forbids the contracts to import the engine', async () => {
    expect(
      await restrictedImports(
        'packages/contracts/src/statement.ts',
        imports('@statemint/extract', '@statemint/extract/hostile', '../../extract/test/x.ts'),
      ),
    ).toEqual([
      restricted('@statemint/extract', CONTRACTS_NO_ENGINE),
      restricted('@statemint/extract/hostile', CONTRACTS_NO_ENGINE),
      restricted('../../extract/test/x.ts', CONTRACTS_NO_ENGINE),
    ]);
  });

  it('keeps the engine pure and the web app away from the server', async () => {
    expect(
      await restrictedImports(
        'packages/extract/src/linesToRows.ts',
        imports('node:fs', 'pdfjs-dist/legacy/build/pdf.mjs', '@statemint/server'),
      ),
    ).toEqual([
      restricted('node:fs', 'The engine is pure: node:* only in src/pdf/ and src/pool/.'),
      restricted('pdfjs-dist/legacy/build/pdf.mjs', 'Only the adapter in src/pdf/ reads PDFs.'),
      restricted('@statemint/server', NO_APPS),
    ]);
    expect(
      await restrictedImports(
        'apps/web/src/api/client.ts',
        imports('@statemint/extract', 'node:path'),
      ),
    ).toEqual([
      restricted(
        '@statemint/extract',
        'The web app talks to the server only through @statemint/contracts.',
      ),
      restricted('node:path', 'The web app talks to the server only through @statemint/contracts.'),
    ]);
  });

  it('lets each side import what it may: the adapter pdf.js, the CLI the engine and the writers', async () => {
    expect(
      await restrictedImports(
        'packages/extract/src/pdf/readTextItems.ts',
        imports('node:fs', 'pdfjs-dist/legacy/build/pdf.mjs', '@statemint/contracts'),
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'apps/cli/src/convert.ts',
        imports('@statemint/extract', '@statemint/extract/pool', '@statemint/export/csv'),
      ),
    ).toEqual([]);
    expect(
      await restrictedImports('packages/export/src/csv.ts', imports('@statemint/contracts')),
    ).toEqual([]);
  });
});
