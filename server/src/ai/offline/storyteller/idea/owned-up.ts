// A misdeed the child did and owns up to ('our dog bit my friend and I said sorry', 'Emma broke Granny's vase and was
// scared to tell', « Léo a menti à sa maman et il s'excuse », 'I pushed my friend at school', 'he took his sister's toy',
// 'she said a bad word'; issue 10: read before as a friend to find, a thing to mend or nothing at all): the misdeed, the
// knot of it, the courage found, the sorry said and what can be mended mended (plots/do-together/sorry.yaml). The one
// wronged is the owner (the friend, Granny; else reading-<lang>.yaml 'owned-up' 'wronged', else the planner's stock
// friend); a thing taken, broken or spoilt is the goal; the family's pet that bit is the goal, and the child answers for it.
import type { IdeaTables } from './tables.ts';
import type { IdeaPart, IdeaReading, Misdeed } from './types.ts';

/** The readings a misdeed owned up to replaces: nothing said, a friend to find or make, a thing to mend or find, a seed
 * that grows ('pushed' read as 'pousse'), and a fear or a "won't" made of its other words ('was scared to tell'). */
const OWNED_OVER = new Set(['none', 'lost', 'broken', 'growing', 'make-friend', 'missing-friend', 'party', 'storm', 'afraid', 'wont']);

/** The misdeeds done to someone: they need the one it was done to, after the deed ('pushed my friend'). */
const TO_SOMEONE: ReadonlySet<Misdeed> = new Set(['hurt', 'bite', 'push']);
/** The misdeeds done to a thing: they need the thing, after the deed ('broke Granny's vase'). */
const TO_A_THING: ReadonlySet<Misdeed> = new Set(['took', 'broke', 'grown']);
/** What a pet does that the child answers for: a bite, a scratch. A pet's theft is its mischief, taught (plan/pet-shapes.yaml). */
const PET_DOES: ReadonlySet<Misdeed> = new Set(['hurt', 'bite']);

/** The verb before a bad word or a fib that says who heard it ('called her brother', 'told mummy'). */
const SPOKEN_TO = /\b(?:called|calls|calling|told|tells|telling|said to|says to|a traité|traite|traité|a dit à|dit à)\b/u;

/** A possessive before the one wronged: the child's own brother, sister or friend. */
const OWN = /^(?:my|his|her|their|our|mon|ma|mes|son|sa|ses|notre|nos|leur)\s/iu;

/** Where a clause ends, before and after the deed: 'and I said sorry', 'when he was cross', « et il s'excuse ». */
const CLAUSE = /[.,;!?]|\s(?:and|but|so|because|when|while|then|et|mais|alors|quand|puis)\s|\sparce qu(?:e\s|')/u;

export function ownedUp(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading): IdeaReading | undefined {
  const rule = t.rules['owned-up'];
  if (!rule || !OWNED_OVER.has(reading.situation)) return undefined;
  const text = input.normalize('NFC').replace(/[’`´]/g, "'");
  const parts = (r: IdeaReading): IdeaPart[] => [r.subject, r.owner, r.other].filter((p): p is IdeaPart => p !== undefined);
  const isToy = (p: IdeaPart): boolean => t.words.toys.has(p.head);
  for (const { did, pattern } of rule.misdeeds) {
    const m = pattern.exec(plain);
    if (!m) continue;
    // 'she called her brother a bad name', 'told mummy a fib': the one spoken to is the one wronged, never the doer.
    const [said = '', spokenTo = ''] = (text.slice(0, m.index).split(CLAUSE).pop() ?? '').split(SPOKEN_TO);
    const before = did === 'word' || did === 'fib' ? said : `${said}${spokenTo}`;
    // « l'a traité de bébé »: what the bad word was is not the one who heard it.
    const after = (text.slice(m.index + m[0].length).split(CLAUSE)[0] ?? '').split(did === 'word' ? /\sde\s/u : /$^/u)[0] ?? '';
    // Who did it: the child ('I', 'he', 'Emma', 'my son'), or the family's pet ('our dog'); never a grown-up of the
    // family ('Granny broke her glasses'), a friend ('my friend pushed me': the child is the one wronged) or a stranger.
    const doer = before.trim() ? readPart(before) : undefined;
    // 'The wind steals Granny's hat', « la tempête a cassé la cabane »: the weather, or a thing, did it; nobody's misdeed.
    const sky = before.toLowerCase().split(/[^\p{L}]+/u).some((w) => t.words.weather.has(w));
    if (doer && (sky || doer.weather || doer.situation === 'storm' || parts(doer).some((p) => p.kind !== 'person' && p.kind !== 'animal'))) return undefined;
    const doers = doer ? parts(doer) : [];
    const pet = doers.find((p) => p.kind === 'animal' && p.family === true && !isToy(p));
    // 'my twins', 'my kids': the children together are the child.
    const isChild = (p: IdeaPart): boolean => p.self === true || (p.kind === 'person' && p.name !== undefined && !p.family) || (p.kind === 'person' && p.plural && t.words.siblings.has(p.head));
    if (doers.some((p) => p !== pet && !isChild(p))) return undefined;
    if (pet && !PET_DOES.has(did)) return undefined;
    const read = after.trim() ? readPart(after) : undefined;
    const someone = read ? parts(read).find((p) => p.kind === 'person' && !p.self) : undefined;
    // The one pushed, hit or bitten is the deed's own object ('pushed my friend'), never the one whose thing it was
    // (« a fait tomber la montre de papa » is no push).
    // 'pushed a boy at the park': a child met, with 'a', is somebody else.
    const victim = read?.subject?.kind === 'person' && (!read.subject.self || /^(?:an?|une?)\s/iu.test(read.subject.text)) ? read.subject : undefined;
    // 'snatched a toy from his little brother', « a pris le jouet à sa sœur »: the one it was taken from.
    const from = /\s(?:from|off|à|au)\s(.+)$/u.exec(after)?.[1];
    const takenFrom = from ? parts(readPart(from)).find((p) => p.kind === 'person' && !p.self) : undefined;
    const thing = read ? parts(read).find((p) => p.kind === 'object' || (isToy(p) && p.kind !== 'person')) : undefined;
    if (TO_SOMEONE.has(did) && !victim) continue;
    if (TO_A_THING.has(did) && !thing) continue;
    const owning = rule.owning.test(plain);
    // A thing broken with nobody's it is, and no owning up said ('my son broke his toy'), is mended (mend-broken).
    if (did === 'broke' && !owning && !someone && !(reading.owner && reading.owner.kind === 'person' && !reading.owner.self)) continue;
    // A thing taken is taken from someone ('his sister's toy'); 'he took the bus' is nobody's misdeed.
    if (did === 'took' && !someone && !takenFrom && !(reading.owner?.kind === 'person' && !reading.owner.self)) continue;
    const child = (p: IdeaPart): boolean => doers.includes(p) || p.self === true || p.head === pet?.head;
    const named = [reading.owner, reading.subject, reading.other].find((p) => p?.kind === 'person' && !child(p) && !(p.name && doers.some((d) => d.name === p.name)));
    const stock = rule.wronged[did];
    const heard = spokenTo.trim() ? parts(readPart(spokenTo)).find((p) => p.kind === 'person' && !p.self) : undefined;
    const wronged = victim ?? someone ?? takenFrom ?? heard ?? named ?? (stock ? readPart(stock).subject : undefined);
    const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, ...rest } = reading;
    return {
      ...rest, situation: 'together', together: rule.activity, misdeed: { did, ...(pet ? { pet: true } : {}) },
      // « son petit frère », 'her friend': the child's own, told with the child's possessive, never « le petit frère ».
      ...(wronged ? { owner: OWN.test(wronged.text) ? { ...wronged, family: true } : wronged } : {}),
      // The thing taken, broken or spoilt is what is given back or mended; the pet that bit is what the book is about
      // beside the one bitten (the planner's goal, as a thing is: the owner is the one wronged).
      ...(TO_A_THING.has(did) && thing ? { subject: { ...thing, kind: 'object' as const } } : pet ? { subject: { ...pet, kind: 'object' as const } } : {}),
      used: [input.trim()], unused: [],
    };
  }
  return undefined;
}
