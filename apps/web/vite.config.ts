import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { precompress } from './build/precompress.ts';
import { sonnerStylesheetOnly } from './build/sonner-styles.ts';

/** Where `npm run dev` and `vite preview` forward /api calls: the API server of apps/server. */
const DEV_API_TARGET = process.env.STATEMINT_API_URL ?? 'http://localhost:8080';

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
  },
});
