// The child a parent's idea names, who is the hero when the form gives no name: 'Ava is nervous about her
// first day', 'Ruby left her rabbit on the bus', 'Emma has a wobbly tooth'. A parent who writes their child's
// name in the idea means that child: a book where a cat helps Ava be brave is not a book about Ava.
import { foldName, isFirstName } from '../grammar/first-name-gender.ts';
import type { IdeaPart, IdeaReading, Situation } from '../idea/types.ts';
import { FLAG_WORDS } from './flags.ts';

/** Situations whose subject, a named child, is the one who feels, wants or refuses ('Leo is scared of the dark'). */
const SUBJECT_IS_CHILD: ReadonlySet<Situation> = new Set<Situation>(['make-friend', 'afraid', 'learn', 'wish', 'wont', 'journey']);
/** Situations whose owner, a named child, is the one whose thing it is ('Ruby's rabbit', Emma's tooth, Lucas's tomatoes). */
const OWNER_IS_CHILD: ReadonlySet<Situation> = new Set<Situation>(['lost', 'stuck', 'broken', 'growing']);

// A grown-up of the family (Granny, auntie Rose) or a being with no name is never the child.
const child = (p: IdeaPart | undefined): string | undefined => (p?.kind === 'person' && !p.family && p.name ? p.name : undefined);

export function ideaChild(idea: IdeaReading | undefined): string | undefined {
  if (!idea) return undefined;
  // 'le capitaine Barbe-Rousse a le mal de mer': a being named with its kind, whose trait is the story, is not the child.
  if (idea.trait && idea.subject?.name && idea.subject.head !== idea.subject.name.toLowerCase()) return undefined;
  if (SUBJECT_IS_CHILD.has(idea.situation) && child(idea.subject)) return child(idea.subject);
  if (OWNER_IS_CHILD.has(idea.situation) && child(idea.owner)) return child(idea.owner);
  // 'Léo s'est perdu au supermarché': the named child lost at the shops is the child (plan/flag-words.yaml lost-child).
  if (idea.situation === 'lost' && idea.place && FLAG_WORDS['lost-child'].includes(idea.place.head) && child(idea.subject)) return child(idea.subject);
  // 'Noah finds a crab in a rock pool', 'Sam is going to summer camp': the child named in a thing done is the one doing it.
  const named = (parts: readonly string[]): string | undefined => parts.map((u) => u.split(/\s/)[0] ?? '').find((w) => /^\p{Lu}/u.test(w) && isFirstName(w) && w !== idea.owner?.name);
  if (idea.situation === 'together' && named(idea.used)) return named(idea.used);
  // 'Jade a cassé le bol de papi', 'Inès s'est disputée avec sa copine': the child who did it opens the idea and
  // the reading placed the bowl and Papi, not Jade. A first name the parent wrote is still their child.
  return named(idea.unused);
}

// The parent's own word for their child: a daughter is a girl and a son a boy, and a first name written right after
// ('ma fille Camille', 'our daughter Mia', « mon fils Hugo ») is that child's. « ma petite », « mon grand » say it only
// with a name after them (« mon petit chat » is no child).
const OWN_CHILD: readonly { re: RegExp; gender: 'm' | 'f'; named?: true }[] = [
  { re: /(?<!\p{L})(?:[Mm]y|[Oo]ur) (?:little |big |eldest |youngest |older |younger )?(?:daughter|girl)(?!\p{L})(?: (\p{Lu}[\p{L}-]*))?/u, gender: 'f' },
  { re: /(?<!\p{L})(?:[Mm]y|[Oo]ur) (?:little |big |eldest |youngest |older |younger )?(?:son|boy)(?!\p{L})(?: (\p{Lu}[\p{L}-]*))?/u, gender: 'm' },
  { re: /(?<!\p{L})(?:[Mm]a|[Nn]otre) (?:petite |grande )?fille(?!\p{L})(?: (\p{Lu}[\p{L}-]*))?/u, gender: 'f' },
  { re: /(?<!\p{L})(?:[Mm]on|[Nn]otre) (?:petit |grand )?(?:fils|garçon)(?!\p{L})(?: (\p{Lu}[\p{L}-]*))?/u, gender: 'm' },
  { re: /(?<!\p{L})(?:[Mm]a|[Nn]otre) (?:petite|grande|puce|chérie) (\p{Lu}[\p{L}-]*)/u, gender: 'f', named: true },
  { re: /(?<!\p{L})(?:[Mm]on|[Nn]otre) (?:petit|grand|loulou|chéri) (\p{Lu}[\p{L}-]*)/u, gender: 'm', named: true },
];

/** The child the parent's words call theirs ('my son', « ma fille Camille »): a girl or a boy, and their name if written. */
export function ownChildSaid(text: string): { gender: 'm' | 'f'; name?: string } | undefined {
  for (const { re, gender, named } of OWN_CHILD) {
    const m = re.exec(text);
    if (!m) continue;
    const name = m[1] !== undefined && isFirstName(m[1]) ? m[1] : undefined;
    if (named && !name) continue;
    return { gender, ...(name ? { name } : {}) };
  }
  return undefined;
}

/** 'my daughter wants to help daddy paint the fence', 'mon fils a peur du noir': the child the parent means is a girl or a boy. */
export function selfGender(idea: IdeaReading | undefined): 'm' | 'f' | undefined {
  const g = [idea?.subject, idea?.owner].find((p) => p?.self)?.gender;
  return g === 'm' || g === 'f' ? g : undefined;
}

const BEING = new Set(['person', 'animal']);

/** 'Zoé veut apprendre à nager' from Zoé's parent: the idea's Zoé is the child, the hero, never a second Zoé. */
export function markChild(idea: IdeaReading | undefined, childName: string): IdeaReading | undefined {
  const child = foldName(childName);
  if (!idea || !child) return idea;
  // 'Maya is scared of the dentist': a name that opens the idea may be read as a plain noun ('maya'), written with a capital: it is still the child.
  // Typed in lower case with no article ('jack never wants to get dressed'), it is the child too.
  const isChild = (p: IdeaPart): boolean => (p.name !== undefined && foldName(p.name) === child) || (BEING.has(p.kind) && foldName(p.head) === child && (/^\p{Lu}/u.test(p.text.replace(/^(?:the|a|an|our|my)\s+/i, '')) || p.text === p.head));
  const mark = (p: IdeaPart | undefined): IdeaPart | undefined => (p && isChild(p) ? { ...p, self: true } : p);
  const subject = mark(idea.subject);
  const owner = mark(idea.owner);
  return { ...idea, ...(subject ? { subject } : {}), ...(owner ? { owner } : {}) };
}
