import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { sonnerStylesheetOnly } from './build/sonner-styles.ts';

/** Where `npm run dev` and `vite preview` forward /api calls: the API server of apps/server. */
const DEV_API_TARGET = process.env.STATEMINT_API_URL ?? 'http://localhost:8080';

/** exceljs (about 935 kB raw) is its own lazy chunk, loaded only when an XLSX is downloaded. */
const LAZY_XLSX_CHUNK_LIMIT_KB = 1024;

export default defineConfig({
  plugins: [react(), tailwindcss(), sonnerStylesheetOnly(), precompress()],
  server: {
    proxy: { '/api': { target: DEV_API_TARGET, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: DEV_API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: LAZY_XLSX_CHUNK_LIMIT_KB,
  },
});
