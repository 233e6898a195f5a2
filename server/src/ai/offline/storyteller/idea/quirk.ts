// A being with a quirk ('a dragon who sneezes glitter', 'a cloud that rains lemonade', « une vache qui fait
// coin-coin », « un oiseau qui ne sait que chanter »): the quirk, in the parent's own words, is the whole story
// (plots/learn-skill/quirk.yaml), told in the story's past ('sneezed glitter', « faisait coin-coin »). Read only when
// no other reading found what happens, or one left the being out, so every more specific reading (a trait, a fear, a
// loss) keeps winning.
import { z } from 'zod';
import { perLanguage, readYaml } from '../content/read-yaml.ts';
import { pastTense as pastEn } from '../locales/en/grammar.ts';
import { pastTense as pastFr } from '../locales/fr/grammar.ts';
import { foldAccents, type IdeaTables } from './tables.ts';
import { QUIRK_KINDS, type IdeaPart, type IdeaReading, type QuirkKind } from './types.ts';
import { plainApostrophes } from './tokens.ts';

const pattern = z.string().min(1).transform((s) => new RegExp(s, 'iu'));
const starts = z.array(z.string().min(2)).min(1);
const quirkFile = z.strictObject({
  clause: pattern, verb: pattern, not: pattern, premise: pattern, magic: z.array(z.string().min(1)), deed: z.string().min(2), cut: pattern, but: pattern,
  kinds: z.strictObject(Object.fromEntries(QUIRK_KINDS.map((k) => [k, starts])) as Record<(typeof QUIRK_KINDS)[number], typeof starts>),
});
const QUIRK = perLanguage((lang) => readYaml(new URL(`./quirk-${lang}.yaml`, import.meta.url), quirkFile));

/** The parent's words as the reader sees them: one kind of apostrophe, one space between words. */
const tidy = (input: string): string => plainApostrophes(input).replace(/\s+/g, ' ').trim();

/** The being and its quirk as the parent wrote them, or nothing when the idea says no such thing. */
function clauseOf(lang: 'en' | 'fr', input: string): { being: string; quirk: string } | undefined {
  const q = QUIRK(lang);
  const m = q.clause.exec(tidy(input).replace(/\bwho's\b/i, 'who is'));
  const being = m?.groups?.x ?? m?.groups?.xo;
  const whole = m?.groups?.y ?? m?.groups?.yo;
  if (!being || !whole) return undefined;
  const cut = q.cut.exec(whole);
  const quirk = (cut ? whole.slice(0, cut.index) : whole).trim();
  // A quirk is what the being is always like, said short; a longer clause or one that tells events is a premise.
  if (!q.verb.test(quirk) || q.not.test(quirk) || q.premise.test(quirk) || quirk.split(' ').length > 9) return undefined;
  return { being, quirk };
}

/** The quirk's kind: the first kind (QUIRK_KINDS order) one of whose words begins a word of the quirk ('glitter' in
 * 'sneezes glitter': a light), so 'bark' never matches 'embarks' and 'falls asleep' is a sleep before a clumsy fall. */
export function quirkKind(lang: 'en' | 'fr', quirk: string): QuirkKind {
  const said = ` ${foldAccents(quirk.toLowerCase()).replace(/[^\p{L}]+/gu, ' ')} `;
  const kinds = QUIRK(lang).kinds;
  return QUIRK_KINDS.find((k) => kinds[k].some((w) => said.includes(` ${foldAccents(w.toLowerCase())}`))) ?? 'other';
}

/** Whether a part of the idea lies inside the quirk's words ('glitter' in 'sneezes glitter'): it is the quirk's, used. */
const inside = (words: string, quirk: string): boolean => foldAccents(quirk.toLowerCase()).includes(foldAccents(words.toLowerCase()));

/**
 * The reading of a being with a quirk: the being (read alone, so 'a cloud' is a being, not the sky) and its quirk,
 * a trait of its own ('quirk', plan/plot-for-idea.ts isBeingTrait) that the story turns from a trouble into a gift.
 */
export function quirkReading(t: IdeaTables, input: string, reading: IdeaReading, readPart: (part: string) => IdeaReading): IdeaReading {
  if (reading.trait || reading.mischief) return reading;
  const clause = clauseOf(t.language, input);
  if (!clause) return reading;
  // Another reading wins, unless it left the being itself unread ('a mouse that roars like a lion': a wish for the lion).
  const beingLeft = reading.unused.some((u) => foldAccents(clause.being.toLowerCase()).endsWith(foldAccents(u.toLowerCase())));
  if (reading.situation !== 'none' && !beingLeft) return reading;
  const alone = readPart(clause.being);
  // 'a cloud' alone reads as a place in the sky: here it is the one with the quirk.
  const own = reading.subject && inside(reading.subject.words, clause.being) ? reading.subject : alone.subject ?? alone.place;
  if (!own || own.self || own.plural) return reading;
  const q = QUIRK(t.language);
  // 'a magic key that opens every door' is a magic thing to use, not a being with a quirk.
  if (own.kind !== 'person' && own.kind !== 'animal' && [...own.adjectives, ...own.words.split(' ')].some((a) => q.magic.includes(a.toLowerCase()))) return reading;
  // A thing come alive ('a cloud', 'a teapot') is a being called 'it', drawn as itself.
  const { place: _where, ...thing } = own;
  const subject: IdeaPart = own.kind === 'person' || own.kind === 'animal' ? own : { ...thing, kind: 'animal' };
  const did = t.language === 'en' ? pastEn(clause.quirk) : pastFr(clause.quirk);
  // 'loved to dance but kept tripping': what happens, when it happens, is what comes after the 'but'.
  const act = did.split(q.but).pop()?.trim() || did;
  const { place: _place, other: _other, tool: _tool, details: _details, alsoLoved: _loved, ...kept } = reading;
  const owner = kept.owner && inside(kept.owner.text, clause.being) ? kept.owner : alone.owner;
  return {
    ...kept, situation: 'learn', trait: 'quirk', deed: q.deed, quirk: { said: clause.quirk, did, act, kind: quirkKind(t.language, clause.quirk) }, subject, ...(owner ? { owner } : {}),
    used: [subject.text, ...(owner ? [owner.text] : []), clause.quirk],
    unused: reading.unused.filter((u) => !inside(u, clause.quirk) && !inside(clause.quirk, u) && !inside(u, clause.being)),
  };
}
