// Turns a parent's free-text ideas ("a rainbow bridge and a lost puppy") into plot material:
// short noun phrases whose head word we know, each a creature to meet, a place to visit or an object
// to find. Anything else, and anything that reads like instructions, is dropped, never echoed.
import { elides, type Gender } from './french-grammar.ts';
import { lookupEn, lookupFr, propsIn, singularEn, singularFr, type IdeaRole } from './idea-lexicon.ts';
import type { PlaceKey, PropKey } from './story-context.ts';
import { aOrAn } from './text-tools.ts';

export interface Idea {
  /** The head word as looked up ("puppy", "chiot"). */
  head: string;
  role: IdeaRole;
  props: PropKey[];
  place?: PlaceKey;
  /** "a lost puppy", "some dinosaurs", "the moon" / "un chiot perdu", "des dinosaures", "la lune". */
  a: string;
  /** "the lost puppy" / "le chiot perdu" */
  the: string;
  plural: boolean;
  gender: Gender;
}

const MAX_IDEAS = 3;

const INJECTION =
  /\b(ignore|disregard|forget|override)\b[^.]*\b(instruction|previous|above|rule|prompt|everything)|system prompt|\byou are (now|an?|the)\b|\bact as\b|jailbreak|\bprompt\b|\b(assistant|chatgpt|openai)\b|oublie[sz]? (tout|les|tes|vos)|ignore[sz]? (les|tout|tes|vos)|instructions? (précédentes|ci-dessus)|\btu es (maintenant|un|une)\b|\bfais comme si\b/i;

const UNSAFE = /\b(kill|killing|dead|death|die|blood|bloody|gun|guns|knife|bomb|weapon|sexy|naked|drugs?|beer|wine|hate|stupid|idiot|tuer|mort|morte|sang|fusil|couteau|bombe|arme|nue?|drogue|bière|vin|idiot|débile)\b/i;

const EN_DETS = new Set(['a', 'an', 'the', 'some', 'my', 'his', 'her', 'their', 'our', 'your', 'this', 'that', 'these', 'those', 'two', 'three', 'many', 'lots', 'lot', 'few', 'one']);
const EN_PLURAL_DETS = new Set(['some', 'these', 'those', 'two', 'three', 'many', 'lots', 'lot', 'few']);
const EN_LIST = /\b(?:and|with|or|then|plus)\b|&/;
const EN_SPLIT = /\b(?:to|of|in|on|at|from|into|over|under|near|about|for|who|that|which|named|called|where|while)\b/;

const EN_ADJ = new Set(
  ('lost little small tiny big giant huge magic magical enchanted secret hidden golden silver shiny sparkly glittery ' +
    'glowing flying talking singing dancing sleepy happy friendly funny brave old new baby fluffy furry colourful colorful ' +
    'red orange yellow green blue purple pink white black brown grey gray rainbow crystal wooden chocolate candy ice snow ' +
    'snowy sunny starry moonlit floating underwater beautiful pretty cute gentle kind wise playful curious spotted striped ' +
    'wild lonely lucky mysterious ancient tall wobbly giggling musical royal jolly cosy cozy tree sea space sky fairy').split(' '),
);

const FR_DETS: Record<string, { g?: Gender; pl: boolean }> = {
  un: { g: 'm', pl: false }, une: { g: 'f', pl: false }, le: { g: 'm', pl: false }, la: { g: 'f', pl: false },
  "l'": { pl: false }, des: { pl: true }, les: { pl: true }, mon: { pl: false }, ma: { g: 'f', pl: false },
  mes: { pl: true }, son: { pl: false }, sa: { g: 'f', pl: false }, ses: { pl: true }, ton: { pl: false },
  ta: { g: 'f', pl: false }, tes: { pl: true }, notre: { pl: false }, nos: { pl: true }, leur: { pl: false },
  leurs: { pl: true }, ce: { g: 'm', pl: false }, cet: { g: 'm', pl: false }, cette: { g: 'f', pl: false },
  ces: { pl: true }, du: { g: 'm', pl: false }, quelques: { pl: true }, deux: { pl: true }, trois: { pl: true }, plein: { pl: true },
};
const FR_LIST = /\s(?:et|avec|ou|puis)\s/;
const FR_SPLIT = /\s(?:sur|dans|à|au|aux|vers|pour|qui|que|chez|sous|où|près|entre|contre)\s/;
const FR_PRE = /^(petite?s?|grande?s?|gros|grosses?|vieux|vieilles?|beaux?|belles?|bel|jolie?s?|gentil(le)?s?)$/;
const FR_POST = /^(perdue?s?|magiques?|enchantée?s?|secrète?s?|secrets?|cachée?s?|dorée?s?|argentée?s?|brillante?s?|volante?s?|géante?s?|minuscules?|gentil(le)?s?|rigolo(te)?s?|drôles?|timides?|endormie?s?|joyeux|joyeuses?|colorée?s?|rouges?|oranges?|jaunes?|verte?s?|bleue?s?|violet(te)?s?|roses?|blancs?|blanches?|noire?s?|marron|grise?s?|arc-en-ciel|parlante?s?|chantante?s?|dansante?s?|lumineux|lumineuses?|mystérieux|mystérieuses?|royale?s?|royaux|rayée?s?|tachetée?s?|sauvages?|bébé)$/;
const FR_OF = /^(de|d'|en)$/;

export function extractIdeas(prompt: string, lang: 'en' | 'fr'): Idea[] {
  const text = prompt.normalize('NFC').toLowerCase().replace(/[’`]/g, "'").slice(0, 500);
  if (!text.trim() || INJECTION.test(text)) return [];
  const segments = text.split(/[,;.!?:\n()"«»]+/).flatMap((s) => s.split(lang === 'en' ? EN_LIST : FR_LIST));
  const ideas: Idea[] = [];
  const heads = new Set<string>();
  // Words written with a capital inside the prompt may be a pet's name: "our dog Biscuit".
  const names = new Set((prompt.match(/(?<=\S\s+)\p{Lu}\p{Ll}+/gu) ?? []).map((w) => w.toLowerCase()));
  for (const segment of segments) {
    const parts = segment.split(lang === 'en' ? EN_SPLIT : FR_SPLIT);
    // One idea per segment: "a treehouse in the woods" is a treehouse, "a trip to the moon" the moon.
    for (const part of parts) {
      if (UNSAFE.test(part)) break;
      const idea = lang === 'en' ? parseEn(part, names) : parseFr(part);
      if (!idea) continue;
      if (!heads.has(idea.head)) {
        heads.add(idea.head);
        ideas.push(idea.idea);
      }
      if (ideas.length >= MAX_IDEAS) return ideas;
      break;
    }
  }
  return ideas;
}

function tokens(part: string): string[] {
  return part
    .replace(/\bl'/g, "l' ")
    .replace(/\bd'/g, "d' ")
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}']+|[^\p{L}'-]+$/gu, ''))
    .filter((w) => w.length > 0);
}

function parseEn(part: string, names: ReadonlySet<string> = new Set()): { head: string; idea: Idea } | undefined {
  const words = tokens(part);
  let start = 0;
  let pluralDet = false;
  words.forEach((w, i) => {
    if (EN_DETS.has(w)) {
      start = i + 1;
      pluralDet = EN_PLURAL_DETS.has(w);
    }
  });
  const rest = words.slice(start);
  const last = rest[rest.length - 1];
  if (!last || last.length > 14) return undefined;
  // "our dog Biscuit": a creature followed by a capitalised word is a pet called Biscuit.
  const kind = rest[rest.length - 2];
  const kindEntry = kind ? lookupEn(singularEn(kind)) : undefined;
  if (kind && kindEntry?.role === 'creature' && names.has(last) && !EN_ADJ.has(kind)) {
    const head = singularEn(kind);
    const named = `${last.charAt(0).toUpperCase()}${last.slice(1)} the ${head}`;
    return {
      head,
      idea: { head, role: 'creature', props: propsIn([head], 'en'), ...(kindEntry.place ? { place: kindEntry.place } : {}), a: named, the: named, plural: false, gender: 'm' },
    };
  }
  const head = singularEn(last);
  const entry = lookupEn(head);
  if (!entry) return undefined;
  const mods: string[] = [];
  for (let i = rest.length - 2; i >= 0 && mods.length < 2; i--) {
    const w = rest[i] ?? '';
    if (!EN_ADJ.has(w) && !lookupEn(w)) break;
    mods.unshift(w);
  }
  const plural = pluralDet || (head !== last && !entry.unique);
  // "Space" takes no article: the children fly to outer space, not to "the space".
  const bare = head === 'space';
  const phrase = bare && mods.length === 0 ? 'outer space' : [...mods, plural ? last : head].join(' ');
  const a = bare ? phrase : entry.unique ? `the ${phrase}` : plural ? `some ${phrase}` : aOrAn(phrase);
  return {
    head,
    idea: {
      head, role: entry.role, props: propsIn([head, ...mods], 'en'), ...(entry.place ? { place: entry.place } : {}),
      a, the: bare ? phrase : `the ${phrase}`, plural, gender: 'm',
    },
  };
}

function parseFr(part: string): { head: string; idea: Idea } | undefined {
  const words = tokens(part);
  let start = 0;
  let det: { g?: Gender; pl: boolean } | undefined;
  words.forEach((w, i) => {
    const d = FR_DETS[w];
    if (d && !(w === 'de' || w === "d'")) {
      start = i + 1;
      det = d;
    }
  });
  const rest = words.slice(start);
  const pre: string[] = [];
  let i = 0;
  while (i < rest.length && pre.length < 1 && FR_PRE.test(rest[i] ?? '')) pre.push(rest[i++] ?? '');
  const surface = rest[i];
  if (!surface || surface.length > 16) return undefined;
  const head = singularFr(surface);
  const entry = lookupFr(head);
  if (!entry) return undefined;
  const post: string[] = [];
  for (let j = i + 1; j < rest.length && post.length < 2; j++) {
    const w = rest[j] ?? '';
    if (FR_POST.test(w)) post.push(w);
    else if (FR_OF.test(w) && rest[j + 1] && /^\p{L}{2,12}$/u.test(rest[j + 1] ?? '') && post.length === 0) {
      post.push(`${w === "d'" ? "d'" : w} ${rest[j + 1] ?? ''}`.replace("d' ", "d'"));
      j++;
    } else break;
  }
  const plural = (det?.pl ?? false) || (surface !== head && !entry.unique);
  const phrase = [...pre, surface, ...post].join(' ');
  const g = entry.g;
  const vowel = pre.length === 0 && elides(surface, entry.aspirated);
  const the = plural ? `les ${phrase}` : vowel ? `l'${phrase}` : `${g === 'f' ? 'la' : 'le'} ${phrase}`;
  const a = entry.unique ? the : plural ? `des ${phrase}` : `${g === 'f' ? 'une' : 'un'} ${phrase}`;
  return {
    head,
    idea: {
      head, role: entry.role, props: propsIn([head, ...pre, ...post], 'fr'), ...(entry.place ? { place: entry.place } : {}),
      a, the, plural, gender: g,
    },
  };
}
