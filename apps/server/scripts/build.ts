import { fileURLToPath } from 'node:url';
import { bundle } from '../src/bundle.ts';

// Overwrites in place (no clean): a running server or test keeps its files. Bundles the server and the worker into apps/server/dist; migrations are read from apps/server/migrations.
const root = fileURLToPath(new URL('..', import.meta.url));
await bundle(
  { server: `${root}/src/server.ts`, worker: `${root}/src/worker/extract-worker.ts` },
  `${root}/dist`,
);
console.log('built apps/server/dist/server.js and dist/worker.js');
