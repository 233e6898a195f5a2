// The child's gender from the first name, only when we are confident (first-names.yaml), because a story that
// calls a girl 'il' is worse than one that avoids gendered words. Compound names go by the first part
// (Marie-Louise, Jean-Baptiste); names with and without accents are both listed.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

export type NameGender = 'm' | 'f' | 'u';

const schema = z.object({ feminine: z.string().min(1), masculine: z.string().min(1) }).strict();

let lists: { f: Set<string>; m: Set<string> } | undefined;

function load(): { f: Set<string>; m: Set<string> } {
  if (lists) return lists;
  const raw = schema.parse(parse(readFileSync(new URL('./first-names.yaml', import.meta.url), 'utf8')));
  const f = new Set(raw.feminine.split(/\s+/).filter(Boolean));
  const m = new Set(raw.masculine.split(/\s+/).filter(Boolean));
  const both = [...f].filter((n) => m.has(n));
  if (both.length > 0) throw new Error(`first-names.yaml: listed as both feminine and masculine: ${both.join(', ')}`);
  lists = { f, m };
  return lists;
}

/** 'f', 'm', or 'u' when the name is not one we know. */
export function guessNameGender(name: string): NameGender {
  const { f, m } = load();
  const whole = name.trim().toLowerCase().normalize('NFC');
  const first = whole.split(/[\s-]/)[0] ?? '';
  for (const candidate of [whole, first]) {
    if (f.has(candidate)) return 'f';
    if (m.has(candidate)) return 'm';
  }
  return 'u';
}
