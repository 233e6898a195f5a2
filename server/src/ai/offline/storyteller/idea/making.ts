// A thing the child builds or makes ('Hugo builds a robot', 'Tom makes a cardboard rocket with his dad', « Hugo construit une
// fusée en carton », « Zoé veut fabriquer un robot »): the making is the plot (do-together 'making',
// plots/do-together/making.yaml). Read before, the thing made was a thing lost ('Where Is the Robot?', « Mais où est la
// fusée ? »), a skill to learn or a journey. The thing is the book's goal, named from the problem to the end; one of the
// family the idea names is the grown-up who helps (else the planner's Mum or Dad), and the child is the one who makes it.
// The words are the language's table (reading-<lang>.yaml 'making').
import { foldAccents, type IdeaTables } from './tables.ts';
import type { IdeaPart, IdeaReading } from './types.ts';
import { plainApostrophes } from './tokens.ts';

/** The readings a making replaces: nothing said, a skill to learn ('wants to make a kite'), a journey with no place
 * ('is going to build a birdhouse'), a party read from a card or a present made for it ('a birthday card for Daddy',
 * « un cadeau pour maman »). A thing lost, stuck or broken keeps its own trouble. */
const MAKING_OVER = new Set(['none', 'learn', 'journey', 'party']);

export function making(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading, who: (r: IdeaReading) => IdeaPart | undefined): IdeaReading | undefined {
  const rule = t.rules.making;
  if (!rule || !MAKING_OVER.has(reading.situation)) return undefined;
  // 'learn to knit', « apprendre à coudre »: a skill to learn is learnt.
  if (rule.learn.test(plain)) return undefined;
  // What the family does together has its own day ('build a treehouse', 'make pancakes', 'a snowman'): never this one.
  const words = ` ${plain.replace(/[^\p{L}']+/gu, ' ')} `;
  if (Object.values(t.rules.together).some((row) => row.words.some((w) => words.includes(` ${w} `)))) return undefined;
  const verb = [rule.build, rule.make].map((re) => re.exec(plain)).find((m) => m !== null);
  if (!verb) return undefined;
  const after = plain.slice(verb.index + verb[0].length);
  // A new thing is made ('builds a robot', « construit une fusée »), not one the child has ('faire voler son cerf-volant').
  if (!rule.start.test(after)) return undefined;
  // Only a thing a child builds is made, or one said with what it is made of: 'make a friend', 'invent a story',
  // « fabriquer une potion » are no making of boxes and tape.
  if (!rule.things.test(after) && !rule.material.test(after)) return undefined;
  // The thing made, as the reader reads the words after the verb (folding keeps each letter in its place).
  const said = readPart(plainApostrophes(input).slice(verb.index + verb[0].length));
  // A thing of the table is made whatever the lexicon calls it (« un robot » who talks, 'a birdhouse' one lives in).
  const thing = [said.subject, said.other].find((p) => p && !p.self && (p.kind === 'object' || rule.things.test(t.rules['fold-accents'] === true ? foldAccents(p.head) : p.head)));
  if (!thing) return undefined;
  // 'Builds a rocket to fly to the moon', « part en fusée sur la lune »: a journey to a place is that journey.
  if (reading.situation === 'journey' && reading.place && reading.place.head !== thing.head) return undefined;
  // 'A cushion for Granny', « une carte pour papa »: one of the family it is made for is the one beside the child, given it at the end.
  const forWhom = rule.for?.exec(plain);
  const madeFor = forWhom ? [readPart(plainApostrophes(input).slice(forWhom.index + forWhom[0].length))].flatMap((r) => [r.subject, r.owner]).find((p) => p?.kind === 'person' && p.family === true && !p.self) : undefined;
  const helper = who(reading) ?? madeFor;
  const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, details, ...rest } = reading;
  // « Léa fabrique une carte pour mamie »: a card, never drawn as the map the word is when found ('unlike').
  const { prop: _prop, ...unpictured } = thing;
  const made = rule.unlike?.includes(foldAccents(thing.head)) ? unpictured : thing;
  // The thing made is no detail beside the story ('knitting a scarf': never 'she had the scarf, of course').
  const beside = (details ?? []).filter((d) => d.part.head !== thing.head);
  return {
    ...rest, ...(beside.length > 0 ? { details: beside } : {}), situation: 'together', together: rule.activity, subject: { ...made, kind: 'object' as const, family: false }, ...(helper ? { owner: helper } : {}),
    used: [input.trim()], unused: [],
  };
}
