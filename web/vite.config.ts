import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bootEntry } from './build/boot-entry.ts';
import { pureContracts } from './build/pure-contracts.ts';

// The config sits in web/; resolve paths from here so `vite build` works from any working directory.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
// In development the API server (npm start) runs on :3000; the browser talks to Vite on the same
// origin, so session cookies work exactly as in production.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [pureContracts(), bootEntry('src/boot.ts'), react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // React, which every page runs whole, in one chunk: two entries (boot.ts, main.tsx) would
        // otherwise split it into small files, each compressed on its own (more bytes, more requests).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
