// The one way the offline storyteller parses a YAML file. Its content is about 2 MB of YAML, which takes
// the yaml package some 0.7 s to parse in every process that loads it: each server start, and each of the
// ~150 test files that write books. The parse is kept as JSON under node_modules/.cache, named by a hash of
// the yaml package's version and the file's text, so a changed file or parser is simply parsed again and a
// stale entry can never be read. No cache when the working directory has no node_modules (nothing is
// written outside the project), or when writing fails: then every read parses, as before.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parse } from 'yaml';

const YAML_VERSION = (createRequire(import.meta.url)('yaml/package.json') as { version: string }).version;

/** Where parses are kept: the project's node_modules/.cache, as other build tools do; undefined for none. */
export function yamlCacheDir(cwd = process.cwd()): string | undefined {
  const modules = join(cwd, 'node_modules');
  return existsSync(modules) ? join(modules, '.cache', 'storyloom-yaml') : undefined;
}

export function parseYaml(text: string, cacheDir = yamlCacheDir()): unknown {
  if (!cacheDir) return parse(text);
  const file = join(cacheDir, `${createHash('sha256').update(YAML_VERSION).update('\0').update(text).digest('hex')}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    // Not kept yet (or unreadable): parse, and keep it if JSON holds it exactly.
  }
  const value: unknown = parse(text);
  const json = exactJson(value);
  if (json !== undefined) {
    try {
      mkdirSync(cacheDir, { recursive: true });
      // Written aside then renamed: two processes keeping the same file never leave half of it to read.
      const aside = `${file}.${process.pid}.tmp`;
      writeFileSync(aside, json);
      renameSync(aside, file);
    } catch {
      // A read-only project or a full disk: the parse is still right, only not kept.
    }
  }
  return value;
}

/** The value as JSON, or undefined when JSON would change it (a date, an infinite number, a map). */
function exactJson(value: unknown): string | undefined {
  let exact = true;
  const json = JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
    // The holder's own value, before a toJSON() (a Date's) turned it into a string.
    const own = key === '' ? value : this[key];
    if (typeof own === 'number' && !Number.isFinite(own)) exact = false;
    if (typeof own === 'object' && own !== null && !Array.isArray(own) && Object.getPrototypeOf(own) !== Object.prototype) exact = false;
    return v;
  });
  return exact ? json : undefined;
}
