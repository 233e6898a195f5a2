// A lullaby sung to the baby ('Emma sings a lullaby to her baby brother', « Léa chante une berceuse à sa petite sœur »):
// read before as nothing at all, 'a lullaby' a thing beside the child. The baby is home already and will not settle: a
// day at home of funny faces, a rattle and a rocked cradle that do not work, and the child's own soft song that does
// (reading-<lang>.yaml 'lullaby'; plots/do-together/lullaby.yaml). The baby is the goal, a baby sister or brother when
// the idea says which (the words of reading-<lang>.yaml 'new-baby'); Mum is beside them all day.
import { foldAccents, type IdeaTables } from './tables.ts';
import type { IdeaReading } from './types.ts';

/** The readings a lullaby replaces: nothing said, a song read as a thing to learn, a party or a storm made of its words. */
const LULLABY_OVER = new Set(['none', 'storm', 'party', 'learn', 'wont']);

export function lullaby(t: IdeaTables, input: string, plain: string, reading: IdeaReading): IdeaReading | undefined {
  const rule = t.rules.lullaby;
  const baby = t.rules['new-baby'];
  if (!rule || !baby || !LULLABY_OVER.has(reading.situation) || !rule.pattern.test(plain)) return undefined;
  // A being's own lullaby ('a dragon who sings lullabies to the moon') keeps its story: a baby must be said.
  const babyWords = t.rules['fold-accents'] === true ? foldAccents(plain) : plain;
  if (!rule.baby.test(babyWords)) return undefined;
  const which = baby.sister.test(plain) ? 'sister' : baby.brother.test(plain) ? 'brother' : 'baby';
  const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, details: _details, ...rest } = reading;
  return {
    ...rest, situation: 'together', together: rule.activity,
    subject: { text: baby.baby[which], words: baby.baby[which], head: baby.baby.head, adjectives: [], kind: 'object' as const, gender: which === 'sister' ? 'f' : which === 'brother' ? 'm' : baby.baby.gender, plural: false, family: false },
    used: [input.trim()], unused: [],
  };
}
