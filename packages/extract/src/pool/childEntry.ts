/** Where the pool's child script is: beside a production bundle, or bundled once per process from source. */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** File name of the child bundle, written beside the server bundle by its build. */
export const CHILD_BUNDLE_NAME = 'pool-child.js';

/** The TypeScript source of the child, for builds. */
export const CHILD_SOURCE = fileURLToPath(new URL('./child.ts', import.meta.url));

let devBundle: Promise<string> | undefined;

/**
 * The child script. From a bundle (the server's dist), it sits beside it. From TypeScript source (tests,
 * the CLI under tsx, benches) it is bundled once per process under node_modules/.cache, so that children
 * start on plain Node with no TypeScript loader, and removed when the process exits.
 */
export function childEntry(): Promise<string> {
  const here = fileURLToPath(import.meta.url);
  if (!here.endsWith('.ts'))
    return Promise.resolve(path.join(path.dirname(here), CHILD_BUNDLE_NAME));
  devBundle ??= (async () => {
    const { bundle } = await import('./bundle.ts');
    // Inside the repository's node_modules so that the bundle resolves its npm dependencies from there.
    const outdir = path.resolve(
      path.dirname(here),
      '../../../../node_modules/.cache/statemint-pool',
      `${process.pid}-${randomUUID()}`,
    );
    await bundle({ 'pool-child': CHILD_SOURCE }, outdir);
    process.once('exit', () => rmSync(outdir, { recursive: true, force: true }));
    return path.join(outdir, CHILD_BUNDLE_NAME);
  })();
  return devBundle;
}
