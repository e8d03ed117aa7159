/** esbuild bundling of Node entry points: our workspace packages inlined, npm dependencies left external. */
import type { Plugin } from 'esbuild';

/** Bundles our workspace packages (TypeScript source) and leaves real npm dependencies to node_modules. */
const externalNpmPackages: Plugin = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@statemint/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Bundles the given entry points to ESM for Node 22 into `outdir`. */
export async function bundle(entryPoints: Record<string, string>, outdir: string): Promise<void> {
  // Loaded only here: esbuild is a build tool, absent from a production install.
  const { build } = await import('esbuild');
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    sourcemap: true,
    outExtension: { '.js': '.js' },
    plugins: [externalNpmPackages],
    logLevel: 'warning',
  });
}
