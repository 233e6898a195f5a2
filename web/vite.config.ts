import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { pureContracts } from './build/pure-contracts';

// The config sits in web/; resolve paths from here so `vite build` works from any working directory.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
// In development the API server (npm start) runs on :3000; the browser talks to Vite on the same
// origin, so session cookies work exactly as in production.
const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: webRoot,
  plugins: [pureContracts(), react(), tailwindcss()],
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
  },
});
