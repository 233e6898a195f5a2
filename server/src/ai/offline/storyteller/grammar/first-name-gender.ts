// The child's gender from the first name, only when we are confident (first-names.yaml), because a story that
// calls a girl 'il' is worse than one that avoids gendered words. Compound names go by the first part
// (Marie-Louise, Jean-Baptiste) unless listed whole; accents are folded, so 'Chloe' finds 'chloé'.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { z } from 'zod';

export type NameGender = 'm' | 'f' | 'u';

const schema = z.object({ feminine: z.string().min(1), masculine: z.string().min(1), epicene: z.string().min(1) }).strict();

let lists: Map<string, NameGender> | undefined;

const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

function load(): Map<string, NameGender> {
  if (lists) return lists;
  const raw = schema.parse(parse(readFileSync(new URL('./first-names.yaml', import.meta.url), 'utf8')));
  const out = new Map<string, NameGender>();
  const clash: string[] = [];
  for (const [list, g] of [[raw.feminine, 'f'], [raw.masculine, 'm'], [raw.epicene, 'u']] as const) {
    for (const name of list.split(/\s+/).filter(Boolean).map(fold)) {
      if (out.has(name) && out.get(name) !== g) clash.push(name);
      out.set(name, g);
    }
  }
  if (clash.length > 0) throw new Error(`first-names.yaml: listed under two genders: ${clash.join(', ')}`);
  lists = out;
  return lists;
}

/** 'f', 'm', or 'u' when the name is given to both (Camille, Sacha) or is not one we know. */
export function guessNameGender(name: string): NameGender {
  const names = load();
  const whole = fold(name.normalize('NFC'));
  const first = whole.split(/[\s-]/)[0] ?? '';
  for (const candidate of [whole, first]) {
    const g = names.get(candidate);
    if (g) return g;
  }
  return 'u';
}

