import { fileURLToPath } from 'node:url';
import { bundle, CHILD_SOURCE } from '@statemint/extract/pool';

// Overwrites in place (no clean): a running server or test keeps its files. Bundles the server and the
// conversion child into apps/server/dist; migrations are read from apps/server/migrations.
const root = fileURLToPath(new URL('..', import.meta.url));
await bundle({ server: `${root}/src/server.ts`, 'pool-child': CHILD_SOURCE }, `${root}/dist`);
console.log('built apps/server/dist/server.js and dist/pool-child.js');
