import { build, type Plugin } from 'esbuild';

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

/** Bundles the given entry points to ESM for Node 20 into `outdir`. */
export async function bundle(entryPoints: Record<string, string>, outdir: string): Promise<void> {
  await build({
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    outExtension: { '.js': '.js' },
    plugins: [externalNpmPackages],
    logLevel: 'warning',
  });
}
