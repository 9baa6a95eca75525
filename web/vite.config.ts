// The web client's build. `npm start` serves web/dist; `npm run dev` runs this with hot reload and
// proxies the api, auth and websocket to the api process.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { landingBudget } from './landing-budget.ts';
import { precompress } from './precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** The server's browser-safe contract (response types, model names, limits): one declaration for both. */
const contract = fileURLToPath(new URL('../server/contract', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), landingBudget(), precompress()],
  resolve: { alias: { '@contract': contract, '@': root } },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // Route-level code splitting keeps the landing page small; the report prints each chunk gzipped.
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
  },
});
