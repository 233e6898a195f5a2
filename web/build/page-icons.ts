// Which lucide-react icon files a page's code imports, so that the build can put the landing page's few
// icons in a file of their own instead of the file with every page's icons (~9.5 KB gzip, issue 15
// point 9). Read from the sources at config time: every page imports the icons through lucide-react's
// index, so the bundler's module graph says only that the index imports them all (decision 019).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const LUCIDE_INDEX = 'node_modules/lucide-react/dist/esm/lucide-react.mjs';

/** Icon name -> its file in lucide-react/dist/esm/icons (every alias: `Stars` and `Sparkles` are one file). */
export function lucideIconFiles(indexSource: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, aliases = '', file = ''] of indexSource.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)';/g)) {
    for (const [, alias = ''] of aliases.matchAll(/default as (\w+)/g)) files.set(alias, file);
  }
  return files;
}

/** The names a module imports from lucide-react (`import { A, B as C } from 'lucide-react'`). */
export function lucideImports(source: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ')) names.push(name);
    }
  }
  return names;
}

/** The relative modules a module imports statically (`import … from './x'`, not `import('./x')`). */
function relativeImports(file: string, source: string): string[] {
  const found: string[] = [];
  for (const [, path = ''] of source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = resolve(dirname(file), path);
    const hit = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((p) => /\.tsx?$/.test(p) && existsSync(p));
    if (hit) found.push(hit);
  }
  return found;
}

/**
 * The icon files (`sparkles.mjs`, …) that the `entries` and the modules they import statically use: what
 * a page needs for its first render. Icons of parts loaded lazily (`lazy(() => import(…))`) are left out.
 */
export function pageIconFiles(entries: string[], nodeModulesRoot: string): Set<string> {
  const iconFiles = lucideIconFiles(readFileSync(resolve(nodeModulesRoot, LUCIDE_INDEX), 'utf8'));
  const icons = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((entry) => resolve(entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const name of lucideImports(source)) {
      // Not every export is an icon (`LucideProps`, `Icon`): those have no file of their own.
      const icon = iconFiles.get(name);
      if (icon) icons.add(icon);
    }
    queue.push(...relativeImports(file, source));
  }
  return icons;
}
