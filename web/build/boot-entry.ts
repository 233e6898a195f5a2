// A Vite plugin: src/boot.ts as an entry of its own, its script placed first in the built index.html.
// Vite merges the module scripts of a page into one entry, which runs only once all of its imports
// (React, the router, the translations) have arrived; boot.ts must run before that to start the first texts and
// page in parallel with them (issue 16). In development main.tsx's own imports do the same work.
import type { Plugin } from 'vite';

export function bootEntry(source: string): Plugin {
  return {
    name: 'storyloom:boot-entry',
    apply: 'build',
    config: (config) => {
      const root = config.root ?? process.cwd();
      return { build: { rollupOptions: { input: { index: `${root}/index.html`, boot: `${root}/${source}` } } } };
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && c.name === 'boot');
        if (!boot) return html;
        // Before the app's script: module scripts run in the order they are written.
        return html.replace('<script type="module"', `<script type="module" crossorigin src="/${boot.fileName}"></script>\n    <script type="module"`);
      },
    },
  };
}
