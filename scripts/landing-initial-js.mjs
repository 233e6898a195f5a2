// Prints the JavaScript the landing page downloads before anything is pressed: the entry chunk of the
// built web app (web/dist), the landing route's chunk, and every chunk they import statically.
// Usage: npm run build -w web && node scripts/landing-initial-js.mjs
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const assets = new URL('../web/dist/assets/', import.meta.url).pathname;
const html = readFileSync(new URL('../web/dist/index.html', import.meta.url), 'utf8');
const entry = html.match(/<script type="module"[^>]*src="\/assets\/([^"]+)"/)?.[1];
const landing = readdirSync(assets).find((f) => /^landing-route-.*\.js$/.test(f));
if (!entry || !landing) throw new Error('build web first: no entry or landing chunk in web/dist');

const seen = new Set();
const queue = [entry, landing];
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  const code = readFileSync(join(assets, file), 'utf8');
  // Static imports only (`import … from"./x.js"`, `import"./x.js"`); import("./x.js") loads later.
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]);
}
let raw = 0;
let gzip = 0;
for (const file of seen) {
  const bytes = readFileSync(join(assets, file));
  raw += bytes.length;
  gzip += gzipSync(bytes, { level: 9 }).length;
}
console.log(`landing initial JS: ${seen.size} chunks, ${raw} bytes raw, ${gzip} bytes gzip`);
if (process.argv.includes("--list")) for (const file of [...seen].sort()) console.log(`  ${file} ${readFileSync(join(assets, file)).length}`);
