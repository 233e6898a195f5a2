// The child hurt ('Paul broke his arm', 'Mia broke her leg at the park', 'Tom has a cast', « Paul s'est cassé le bras »,
// « Léo a un plâtre »): read before as an arm to mend like a broken toy (mend-broken: glue on the arm) or a misdeed owned
// up to ('broke' read as breaking a vase). The child is the one hurt, and the book is their weeks in a cast: what cannot
// be done for a while, the friends who sign it, another way to play found, the day it comes off (reading-<lang>.yaml
// 'hurt'; plots/do-together/hurt.yaml). One of the family hurt ('Grandpa broke his leg') is cared for by the child;
// a toy or a pet hurt ('my teddy's arm is broken') keeps the story the reader gave them.
import type { IdeaTables } from './tables.ts';
import type { IdeaPart, IdeaReading } from './types.ts';
import { plainApostrophes } from './tokens.ts';

/** The readings the child's own hurt replaces: an arm to mend, a misdeed, nothing said, a fear, a "won't", a wish to
 * learn, a party or a storm made of its other words ('can't play football' is no refusal, the park no place to reach),
 * a fall read as gone astray ('fell out of a tree and broke her wrist'). */
const HURT_OVER = new Set(['none', 'broken', 'storm', 'party', 'wont', 'afraid', 'learn', 'missing-friend', 'lost', 'journey', 'race', 'astray']);

export function hurtChild(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const rule = t.rules.hurt;
  // A hurt typed in a hurry ('sprained his ankel'): read with the language's typos put right.
  const typed = plain.replace(/\p{L}+/gu, (w) => t.rules.typos[w] ?? w);
  const cast = rule?.pattern.exec(typed);
  const m = cast ?? rule?.aches?.exec(typed);
  if (!rule || !m || !HURT_OVER.has(reading.situation)) return undefined;
  // Whoever is named before the hurt is the one hurt: the child ('Paul', 'my son', 'I'), never one of the family, a pet,
  // a friend or a toy ('Grandpa broke his leg', 'my teddy has a broken arm').
  const before = readPart(plainApostrophes(input).replace(/\p{L}+/gu, (w) => t.rules.typos[w.toLowerCase()] ?? w).slice(0, m.index));
  const child = (p: IdeaPart): boolean => p.self === true || (p.kind === 'person' && p.name !== undefined && !p.family);
  const beings = [before.subject, before.owner, before.other].filter((p): p is IdeaPart => p !== undefined && (p.kind === 'person' || p.kind === 'animal'));
  // 'Grandpa broke his leg', « maman s'est foulé le poignet »: one of the family hurt is looked after by the child
  // ('ailing-together' person: the card, the tray, the quiet story; plan/flags.ts 'caring-hurt'), never a leg to mend.
  const kin = beings.length === 1 && beings[0]?.kind === 'person' && beings[0].family === true && !beings[0].self ? beings[0] : undefined;
  const caring = t.rules['ailing-together']?.person;
  if (kin && caring) {
    const { subject: _s, other: _o, owner: _w, place: _p, deed: _d, feeling: _f, details: _x, ...kept } = reading;
    return { ...kept, situation: 'together', together: caring, owner: kin, used: [input.trim()], unused: [] };
  }
  // A bad back or a bump on the head is no weeks in a cast: only one of the family's is a story (cared for, above).
  if (!cast || beings.some((p) => p.kind === 'animal' || !child(p))) return undefined;
  // A toy hurt is the one named first ('my teddy has a broken arm'); a thing after the child is where it happened
  // ('Sam fell off his scooter and broke his arm').
  const toy = (p: IdeaPart | undefined): boolean => !!p && (t.words.toys.has(p.head) || p.kind === 'object');
  if (toy(before.subject) || (!before.subject && toy(before.other))) return undefined;
  // One of the family the idea names beside the child takes them to the park and back ('Dad'), else the planner's.
  const carer = [reading.owner, reading.subject, reading.other].find((p) => p?.kind === 'person' && p.family === true && !p.self);
  // Its other words are the book's own ('can't play football': the football game at the park), never details beside it.
  const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, feeling: _feeling, details: _details, ...rest } = reading;
  return { ...rest, situation: 'together', together: rule.activity, ...(carer ? { owner: carer } : {}), used: [input.trim()], unused: [] };
}
