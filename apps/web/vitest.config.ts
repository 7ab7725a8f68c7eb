// Unit tests of the web app's pure logic (permissions, redirects, validation helpers).
import { fileURLToPath } from 'node:url';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const conditions = ['source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions, alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  ssr: { resolve: { conditions, externalConditions: ['source'] } },
  test: { environment: 'node', include: ['src/**/*.test.{ts,tsx}'] },
});
