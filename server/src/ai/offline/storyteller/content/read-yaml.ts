// Reads one YAML file and checks it with its zod schema: a missing or broken file, or a value the code
// does not know, stops the program at start with the file's path and the field, never a story later.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import type { Lang } from '../plan/types.ts';
import { parseYaml } from './parse-yaml.ts';

export class ContentError extends Error {}

/** A language's table, built on its first use and kept: each file is read and checked once. */
export function perLanguage<T>(build: (lang: Lang) => T): (lang: Lang) => T {
  const built = new Map<Lang, T>();
  return (lang) => {
    const t = built.get(lang) ?? build(lang);
    built.set(lang, t);
    return t;
  };
}

export function readYaml<S extends z.ZodType>(file: string | URL, schema: S): z.infer<S> {
  const path = typeof file === 'string' ? file : fileURLToPath(file);
  if (!existsSync(path)) throw new ContentError(`storyteller content: missing ${path}`);
  let raw: unknown;
  try {
    raw = parseYaml(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new ContentError(`storyteller content: ${path}: ${(e as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new ContentError(`storyteller content: ${path}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}
