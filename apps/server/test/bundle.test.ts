import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundle, CHILD_BUNDLE_NAME, CHILD_SOURCE } from '@statemint/extract/pool';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const ROOT_DIR = path.resolve(SERVER_DIR, '../..');

type PackageJson = { name: string; dependencies?: Record<string, string>; workspaces?: string[] };

function readPackage(dir: string): PackageJson {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
}

/** npm packages that `npm ci --omit=dev --workspace @statemint/server` installs for the bundled code to import. */
function productionPackages(): Set<string> {
  const workspaces = new Map(
    (readPackage(ROOT_DIR).workspaces ?? []).map((dir) => {
      const pkg = readPackage(path.join(ROOT_DIR, dir));
      return [pkg.name, pkg] as const;
    }),
  );
  const allowed = new Set<string>();
  const pending = [readPackage(SERVER_DIR)];
  for (let pkg = pending.pop(); pkg; pkg = pending.pop()) {
    for (const name of Object.keys(pkg.dependencies ?? {})) {
      const workspace = workspaces.get(name);
      if (workspace) pending.push(workspace);
      else allowed.add(name);
    }
  }
  return allowed;
}

/**
 * The npm packages a bundle loads when it starts: its static imports. A literal `import()` is left out, as the
 * bundler's own dynamic import of esbuild runs only from source.
 */
function startupPackages(code: string): string[] {
  const specifiers = [
    ...code.matchAll(/^import\s[^;]*?\bfrom\s+"([^"]+)";$/gm),
    ...code.matchAll(/^import\s+"([^"]+)";$/gm),
  ].map((m) => m[1] ?? '');
  const packages = specifiers
    .filter((s) => !s.startsWith('.') && !s.startsWith('/') && !s.startsWith('node:'))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  return [...new Set(packages)].sort();
}

/**
 * The npm packages a bundle loads on first use (a literal `import("pkg")`: pdf.js, read only when a
 * conversion chooses that text layer), but for esbuild, which only the bundler's source imports.
 */
function lazyPackages(code: string): string[] {
  const names = [...code.matchAll(/\bimport\(\s*"([^"./][^"]*)"\s*\)/g)]
    .map((m) => m[1] ?? '')
    .filter((s) => !s.startsWith('node:'))
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((s) => s !== 'esbuild');
  return [...new Set(names)].sort();
}

describe('production bundle', () => {
  let outdir = '';
  const imported = new Map<string, string[]>();
  const lazy = new Map<string, string[]>();

  beforeAll(async () => {
    outdir = mkdtempSync(path.join(tmpdir(), 'statemint-bundle-'));
    // The entry points of scripts/build.ts.
    await bundle(
      { server: path.join(SERVER_DIR, 'src/server.ts'), 'pool-child': CHILD_SOURCE },
      outdir,
    );
    for (const file of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(path.join(outdir, file), 'utf8');
      imported.set(file, startupPackages(code));
      lazy.set(file, lazyPackages(code));
    }
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('imports only production dependencies, so it starts from npm ci --omit=dev (the Docker image)', () => {
    const allowed = productionPackages();
    const outside = [...imported, ...lazy].flatMap(([file, names]) =>
      names.filter((name) => !allowed.has(name)).map((name) => `${file}: ${name}`),
    );
    expect(outside).toEqual([]);
    // The scans read real imports: the server's framework and the engine's default PDF library at
    // start-up, pdf.js (the other text layer) on first use.
    expect(imported.get('server.js')).toContain('fastify');
    expect(imported.get(CHILD_BUNDLE_NAME)).toContain('@embedpdf/pdfium');
    expect(imported.get(CHILD_BUNDLE_NAME)).not.toContain('pdfjs-dist');
    expect(lazy.get(CHILD_BUNDLE_NAME)).toEqual(['pdfjs-dist']);
  });

  it('finds static and side-effect imports of packages, and skips dynamic, relative and node: ones', () => {
    const code = [
      'import { z } from "zod";',
      'import "reflect-metadata";',
      'import {',
      '  a,',
      '  b',
      '} from "@scope/pkg/sub/path.js";',
      'import { readFile } from "node:fs/promises";',
      'import { helper } from "./helper.js";',
      'const { build } = await import("esbuild");',
    ].join('\n');
    expect(startupPackages(code)).toEqual(['@scope/pkg', 'reflect-metadata', 'zod']);
  });
});
