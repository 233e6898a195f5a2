// A magic land reached through a door ('a secret door in the library that leads to a world of talking books', 'a trip to a
// land made of sweets', « un monde caché sous son lit »; issue 10: read before as 'the world' lost and found in a cosy
// nook, or a walk through a meadow with the sweets dropped): the way in found at home, the land told by its stuff, someone
// of the land helped, home before the door closes (plots/do-together/land.yaml, plan/magic-land.ts). The land, named in
// the parent's words ('land made of sweets', « pays des bonbons »), is what the book is about (its goal).
import { foldAccents, type IdeaTables } from './tables.ts';
import type { IdeaReading } from './types.ts';

/** The readings a magic land replaces: nothing said, a walk to 'the land', 'the world' lost or gone astray, a wish, a storm. */
const LAND_OVER = new Set(['none', 'journey', 'astray', 'lost', 'wish', 'storm', 'party', 'make-friend', 'missing-friend']);

export function magicLand(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const rule = t.rules['magic-land'];
  if (!rule || !LAND_OVER.has(reading.situation)) return undefined;
  const m = rule.pattern.exec(plain);
  if (!m?.[1] || !m[2]) return undefined;
  // A bare 'world' ('the best dad in the world') is a land only when its own words or the idea's say it is reached by magic.
  const bare = m[1].trim() === m[2];
  if (bare && !rule.magic.test(plain)) return undefined;
  const text = input.normalize('NFC').replace(/[’`´]/g, "'");
  const said = text.slice(m.index, m.index + m[1].length).trim();
  // The land's noun read with the word before it ('au pays', 'a land'): read whole, « pays de la neige » is the snow, and
  // « monde caché » without its article no noun at all. Its gender is the noun's: « le pays », « la contrée ».
  const fold = (w: string): string => (t.rules['fold-accents'] === true ? foldAccents(w.toLowerCase()) : w.toLowerCase());
  const at = m.index + Math.max(0, m[1].search(new RegExp(`(?<!\\p{L})${m[2]}(?!\\p{L})`, 'u')));
  const before = /(\S+\s+)$/u.exec(text.slice(0, m.index))?.[1] ?? '';
  const noun = readPart(`${before}${text.slice(at, at + m[2].length)}`);
  const land = [noun.subject, noun.place, reading.subject, reading.other, reading.place].find((p) => p !== undefined && fold(p.head) === m[2]);
  if (!land) return undefined;
  // 'A snowy land': the snow is the land's, never the sky over the child's house on the first page.
  // 'A girl who finds a secret door', « sous son lit »: the way in is told by the land's own lines, never as a detail beside it.
  const { subject: _subject, other: _other, owner: _owner, deed: _deed, weather: _weather, details: _details, ...rest } = reading;
  const used = [...new Set([...reading.used, ...reading.unused])];
  return {
    ...rest, situation: 'together', together: rule.activity,
    // Named as the parent said it, stuff and all: 'the land made of sweets', « le pays des bonbons ».
    // Its words are its name, said whole: 'the hidden world' never shortened to 'the world' (compose/short-names.ts).
    subject: { ...land, text: said, words: said, adjectives: [], kind: 'object', plural: false },
    used: used.length > 0 ? used : [input.trim()], unused: [],
  };
}
