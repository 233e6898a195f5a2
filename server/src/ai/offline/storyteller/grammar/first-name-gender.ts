// The child's gender from the first name, only when we are confident (first-names.yaml), because a story that
// calls a girl 'il' is worse than one that avoids gendered words. Compound names go by the first part
// (Marie-Louise, Jean-Baptiste) unless listed whole; accents are folded, so 'Chloe' finds 'chloé'.
import { z } from 'zod';
import { ContentError, readYaml } from '../content/read-yaml.ts';

export type NameGender = 'm' | 'f' | 'u';

const schema = z.strictObject({ feminine: z.string().min(1), masculine: z.string().min(1), epicene: z.string().min(1) });

/** A name as the lists hold it, and as names are compared: accentless, lower case. */
export const foldName = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

function load(): Map<string, NameGender> {
  const raw = readYaml(new URL('./first-names.yaml', import.meta.url), schema);
  const out = new Map<string, NameGender>();
  const clash: string[] = [];
  for (const [list, g] of [[raw.feminine, 'f'], [raw.masculine, 'm'], [raw.epicene, 'u']] as const) {
    for (const name of list.split(/\s+/).filter(Boolean).map(foldName)) {
      if (out.has(name) && out.get(name) !== g) clash.push(name);
      out.set(name, g);
    }
  }
  if (clash.length > 0) throw new ContentError(`first-names.yaml: listed under two genders: ${clash.join(', ')}`);
  return out;
}

const NAMES = load();

/** 'f', 'm', or 'u' when the name is given to both (Camille, Sacha) or is not one we know. */
export function guessNameGender(name: string): NameGender {
  const whole = foldName(name.normalize('NFC'));
  return NAMES.get(whole) ?? NAMES.get(whole.split(/[\s-]/)[0] ?? '') ?? 'u';
}

/** Is it a first name of the lists, of either gender or both ('Alex', 'Camille')? 'u' alone cannot say. */
export function isFirstName(name: string): boolean {
  const whole = foldName(name.normalize('NFC'));
  return NAMES.has(whole);
}
