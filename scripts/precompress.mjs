// Writes a brotli (.br) and a gzip (.gz) copy beside every compressible file of a built web app,
// once at build time, so the server sends them without compressing on each request
// (@fastify/static's preCompressed option picks the copy the browser accepts).
// Usage: node scripts/precompress.mjs <folder>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 1024;

export function precompress(folder) {
  let written = 0;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const data = readFileSync(path);
    if (data.length < MIN_BYTES) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    written++;
  }
  return written;
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop() ?? '')) {
  const folder = process.argv[2];
  if (!folder) {
    console.error('usage: node scripts/precompress.mjs <folder>');
    process.exit(2);
  }
  console.log(`precompressed ${precompress(folder)} files in ${folder} (brotli and gzip)`);
}
