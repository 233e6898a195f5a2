import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { bootEntry } from './build/boot-entry.ts';
import { pageIconFiles } from './build/page-icons.ts';
import { pureContracts } from './build/pure-contracts.ts';

// The config sits in web/; resolve paths from here so `vite build` works from any working directory.
const webRoot = decodeURIComponent(new URL('.', import.meta.url).pathname);
// In development the API server (npm start) runs on :3000; the browser talks to Vite on the same
// origin, so session cookies work exactly as in production.
const apiTarget = 'http://localhost:3000';

// What boot.ts imports: boot's chunk must not wait for the app's.
const BOOT_MODULES = /src[\\/](app[\\/]first-page|i18n[\\/](catalog-parts|start-language)|lib[\\/]storage)\.ts$/;

// The two entries keep their own chunks (index.html names them).
const ENTRIES = /src[\\/](boot\.ts|main\.tsx)$/;

// The icons the landing page draws on its first render (the app shell's are in the app's file), and the
// cookie notice's, which a first visit shows a second later (its code loads then).
const LANDING_ICONS = pageIconFiles(
  [`${webRoot}src/routes/landing/landing-route.tsx`, `${webRoot}src/features/cookie-consent/components/cookie-bar.tsx`],
  `${webRoot}..`,
);
const LUCIDE_ICON = /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)$/;

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
          groups: [
            // What boot.ts imports, shared with the app: a file of its own that boot's chunk waits for.
            { name: 'first-page', test: BOOT_MODULES, priority: 4 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
            // Everything else the app's entry needs before its first render, in one file: left to
            // itself the bundler cuts it into ~25 files of 1-5 KB, and on a phone each is a round trip
            // (Lighthouse, issue 16). boot.ts's own few modules stay apart, so that it runs at once.
            { name: 'app', tags: ['$initial'], test: (id) => !BOOT_MODULES.test(id) && !ENTRIES.test(id), priority: 2 },
            // The landing page's icons (~16, ~2 KB gzip) apart from every other page's (~9.5 KB gzip): the
            // landing page's first load is the one issue 15 point 9 measures. Other pages that use one of
            // them load this small file too.
            { name: 'landing-icons', test: (id) => LANDING_ICONS.has(LUCIDE_ICON.exec(id)?.[1] ?? ''), priority: 1 },
            // The pages' icons, all in one file: alone each is a file of ~1.3 KB (most of it headers and
            // the module's wrapping) and a round trip; together they compress to a few KB.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
          ],
        },
      },
    },
  },
});
