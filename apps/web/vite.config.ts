import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { sonnerStylesheetOnly } from './build/sonner-styles.ts';

/** Where `npm run dev` and `vite preview` forward /api calls: the API server of apps/server. */
const DEV_API_TARGET = process.env.STATEMINT_API_URL ?? 'http://localhost:8080';

/**
 * The browser's Host goes through unchanged (no changeOrigin): the server checks a cookie session's Origin
 * against the Host it sees, and builds the Google sign-in callback URL from it, both this dev server's.
 */
const API_PROXY = { '/api': { target: DEV_API_TARGET } };

export default defineConfig({
  plugins: [react(), tailwindcss(), sonnerStylesheetOnly(), precompress()],
  server: { proxy: API_PROXY },
  preview: { proxy: API_PROXY },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
