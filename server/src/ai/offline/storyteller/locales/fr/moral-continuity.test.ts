// A moral's setup and its turning point are picked apart (one telling each, by the seed), so the turning
// point may only name what every setup brought in: the treasures picked up on the way (creativity), the
// cap thrown down (perseverance). Otherwise a book pays off a ribbon it never picked up.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

type Telling = string | { young?: string; older?: string; old?: string; text?: string; if?: string[]; sets?: string[] };
const PROPS: Record<string, string[]> = {
  creativity: ['ruban', 'cuillère', 'bâton', 'ficelle', 'papier', 'pomme de pin', 'bouchon', 'laine', 'coquille', 'bouton', 'fil'],
  perseverance: ['bonnet', 'caillou'],
  empathy: ['boit', 'mal aux pattes', 'silence', 'pas un mot'],
  honesty: ['connaissais le chemin', 'connais le chemin', 'plein de fois', 'tout faire'],
};

const words = (t: Telling): string => (typeof t === 'string' ? t : [t.young, t.older, t.old, t.text].filter(Boolean).join(' ')).toLowerCase();
const says = (text: string, prop: string): boolean => new RegExp(`(?<![\\p{L}])${prop}`, 'u').test(text);

describe('French morals', () => {
  for (const [moral, props] of Object.entries(PROPS)) {
    it(`${moral}: the turning point names only what every setup brings in`, () => {
      const file = parse(readFileSync(new URL(`./morals/${moral}.yaml`, import.meta.url), 'utf8')) as Record<string, Telling[]>;
      // A turning point told only after a setup that set its flag ('fib-way': morals/honesty.yaml `sets`; 'bag': the
      // things went into the bag), or in the situation a setup is kept for ('newbaby'), may name what every one of
      // those setups brings in.
      const ifs = (t: Telling): string[] => (typeof t === 'string' ? [] : t.if ?? []);
      const sets = (t: Telling): string[] => (typeof t === 'string' ? [] : t.sets ?? []);
      const all = file.setup ?? [];
      const keyed = (tp: Telling): string[] => ifs(tp).filter((f) => all.some((s) => sets(s).includes(f) || ifs(s).includes(f)));
      const inEvery = (tp: Telling) => {
        const setups = all.filter((s) => keyed(tp).every((f) => sets(s).includes(f) || ifs(s).includes(f))).map(words);
        return props.filter((p) => setups.length > 0 && setups.every((s) => says(s, p)));
      };
      const wrong = (file['turning-point'] ?? []).flatMap((t) => props.filter((p) => !inEvery(t).includes(p) && says(words(t), p)).map((p) => `${p}: ${words(t).slice(0, 80)}`));
      expect(wrong).toEqual([]);
    });
  }
});
