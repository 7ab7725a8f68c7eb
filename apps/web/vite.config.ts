// Vite build of the web app; in dev, /api is proxied to a running PartProof server.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';
import { routeBudget } from './vite-plugins/route-budget';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3210';

export default defineConfig({
  plugins: [react(), precompress(), routeBudget()],
  // `source` lets @partproof/shared resolve to its TypeScript sources (no prebuild needed).
  resolve: {
    conditions: ['source', ...defaultClientConditions],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
});
