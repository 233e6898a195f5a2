// The toys that come alive at night ('the toys come alive at night when Emma is asleep', 'her dolls have a midnight
// party', « le doudou de Chloé prend vie »; issue 10: read before as a thing to find, a party to save or a castle):
// the child's bedroom at night, the toys waking, a small adventure in the house, everything back in place by dawn
// (plots/do-together/toys.yaml, plan/toy-night-shapes.yaml). The toys named are what the book is about (its goal);
// the child named, whoever's toys they are, is the hero, never an owner to visit.
import { foldAccents, type IdeaTables } from './tables.ts';
import type { IdeaPart, IdeaReading } from './types.ts';
import { plainApostrophes } from './tokens.ts';

/** The readings toys awake at night replace: nothing said, a party (the toys' own), a storm, a wish, a thing to find
 * because it 'comes' somewhere, a friend met ('teddy comes to life and wants to play'). */
const TOYS_OVER = new Set(['none', 'party', 'storm', 'wish', 'make-friend', 'missing-friend', 'journey']);

export function toysAtNight(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const rule = t.rules['toys-alive'];
  if (!rule || !TOYS_OVER.has(reading.situation)) return undefined;
  const toys = rule.toys.exec(plain);
  if (!toys || !(rule.alive.test(plain) || rule.night.test(plain))) return undefined;
  // The toys as the reader read them ('her dolls', 'le doudou de Chloé'), else read from the words that name them.
  const fold = (w: string): string => (t.rules['fold-accents'] === true ? foldAccents(w.toLowerCase()) : w.toLowerCase());
  const isThing = (p: IdeaPart | undefined): p is IdeaPart => p !== undefined && p.kind !== 'person' && p.kind !== 'place' && p.kind !== 'event';
  const isToy = (p: IdeaPart | undefined): p is IdeaPart => isThing(p) && rule.toys.test(` ${fold(p.words)} `);
  // ... else the words the pattern matched, read alone ('le soldat de plomb': the soldier).
  const said = readPart(plainApostrophes(input).slice(toys.index, toys.index + toys[0].length));
  const found = [reading.subject, reading.other].find(isToy) ?? [said.subject, said.other].find(isThing);
  if (!found) return undefined;
  const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, ...rest } = reading;
  // 'The toys come alive': all of them wake, and the teddy leads them, so the book never says 'the toys' beside 'the toys'.
  const leader = rule.generic.includes(found.words.toLowerCase()) ? readPart(rule.leader).subject : undefined;
  const { family: _family, self: _self, ...toy } = leader ?? found;
  // The parts read, each said alone, so the child the parent named ('when Emma is asleep') is found by the planner.
  const used = [...new Set([...reading.used, ...reading.unused])];
  return {
    ...rest, situation: 'together', together: rule.activity,
    subject: { ...toy, kind: 'object' },
    used: used.length > 0 ? used : [input.trim()], unused: [],
  };
}
