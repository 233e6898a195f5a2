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
  const said = input.normalize('NFC').replace(/[’`´]/g, "'").slice(m.index, m.index + m[1].length).trim();
  // The land as the reader read it (« un monde caché »: read alone, without its article, the French has no noun), else alone.
  const fold = (w: string): string => (t.rules['fold-accents'] === true ? foldAccents(w.toLowerCase()) : w.toLowerCase());
  const land = [reading.subject, reading.other, reading.place, reading.owner].find((p) => p !== undefined && fold(p.head) === m[2]) ?? readPart(said).subject;
  if (!land) return undefined;
  // 'A snowy land': the snow is the land's, never the sky over the child's house on the first page.
  const { subject: _subject, other: _other, owner: _owner, deed: _deed, weather: _weather, ...rest } = reading;
  const used = [...new Set([...reading.used, ...reading.unused])];
  return {
    ...rest, situation: 'together', together: rule.activity,
    // Named as the parent said it, stuff and all: 'the land made of sweets', « le pays des bonbons ».
    subject: { ...land, text: said, words: said, kind: 'object', plural: false },
    used: used.length > 0 ? used : [input.trim()], unused: [],
  };
}
