// The age a birthday idea says (issue 10): 'it's Mia's 5th birthday party', 'Emma turns four tomorrow', « elle aura
// 6 ans », « Hugo fête ses 5 ans ». Read by reading-<lang>.yaml 'ages' (digits or words), it is the candles of the
// child's own party (plan/own-birthday.ts) and is used, never left out: 'ses 5 ans' is no thing of the story.
import { foldAccents, type IdeaTables } from './tables.ts';
import type { IdeaReading } from './types.ts';

/** The age said and the words that say it, or undefined. */
function ageSaid(t: IdeaTables, input: string): { age: number; said: string } | undefined {
  const a = t.rules.ages;
  if (!a) return undefined;
  // Typed without accents ('cinquieme anniversaire'): matched on the accentless text, as the cues are.
  const plain = (w: string): string => (t.rules['fold-accents'] ? foldAccents(w.toLowerCase()) : w.toLowerCase());
  const numbers = a.numbers.map(plain);
  const ordinals = a.ordinals.map(plain);
  const text = plain(input);
  const alt = (l: readonly string[]): string => l.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  for (const source of a.patterns) {
    const m = new RegExp(source.replace('{n}', `(?<n>\\d{1,2}|${alt(numbers)})`).replace('{o}', `(?<o>${alt(ordinals)})`), 'iu').exec(text);
    const n = m?.groups?.n?.toLowerCase();
    const o = m?.groups?.o?.toLowerCase();
    const age = n ? (/^\d+$/.test(n) ? Number(n) : numbers.indexOf(n) + 1) : o ? ordinals.indexOf(o) + 1 : 0;
    if (m && age >= 1 && age <= a.numbers.length) return { age, said: input.slice(m.index, m.index + m[0].length) };
  }
  return undefined;
}

/** A party idea with the age said: its age, the age's words used, and no 'ans' or 'years' as a thing of the story. */
export function birthdayAge(t: IdeaTables, input: string, reading: IdeaReading): IdeaReading {
  if (reading.situation !== 'party') return reading;
  const text = input.normalize('NFC').replace(/[’`´]/g, "'");
  const found = ageSaid(t, text);
  if (!found) return reading;
  const units = new Set(t.rules.ages?.units ?? []);
  const said = found.said.toLowerCase();
  const inAge = (u: string): boolean => u.toLowerCase().includes(said);
  const { other, ...rest } = reading;
  const kept = other && !units.has(other.head) ? { other } : {};
  // The clause left out that says the age ('elle aura 6 ans') is used now: the candles tell it.
  const moved = reading.unused.filter(inAge);
  const used = [...reading.used, ...(moved.length > 0 ? moved : reading.used.some(inAge) ? [] : [found.said])];
  return { ...rest, ...kept, age: found.age, used: [...new Set(used)], unused: reading.unused.filter((u) => !inAge(u)) };
}
