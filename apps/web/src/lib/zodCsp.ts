import { z } from 'zod';

// zod probes `new Function` when it builds an object schema, which the CSP (script-src 'self') reports
// as a violation. This module is main.tsx's first import, so it runs before any schema is built.
z.config({ jitless: true });
