import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { zeroErrorOnly } from './scripts/vite-zero-error-only.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

export default defineConfig({
  root: 'client',
  plugins: [zeroErrorOnly(), react(), tailwindcss()],
  // The manifest lets tests/unit/bundle measure what each page loads.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: {
    proxy: {
      '/api': apiTarget,
      '/sync': { target: apiTarget, ws: true },
    },
  },
});
