// The continuity checks of the story linter (issue 10 'continuity by construction'): what an editor reading a
// whole book notices from one chapter to another, and a program can see. Each returns the chapters it finds
// wrong, with the words, so that a failing grid points at the telling to fix.
import { FLAG_WORDS } from '../storyteller/plan/flags.ts';
import type { StoryPlan } from '../storyteller/plan/types.ts';
import type { Book } from '../storyteller/compose/write-book.ts';
import { flagsAt, rolesAt } from '../storyteller/compose/entities.ts';
import { contentFor } from '../storyteller/languages.ts';

export interface ContinuityFinding { chapter: number; detail: string }

// What grows or runs about on the earth's open ground: nothing of it in a cave or on the moon (plan/flag-words.yaml
// 'underground', 'airless'). The shared beats (a bed of leaves, a helper behind a bush) are told everywhere, so a
// telling that says one of these says `if: ["!underground"]`.
const EARTHLY: Record<'en' | 'fr', RegExp> = {
  en: /\b(?:leaf|leaves|bush|bushes|hedges?|grass|dogs?|gusts?|postman|ducks?|squirrels?)\b/iu,
  fr: /(?<![\p{L}])(?:feuilles?|buissons?|haies?|herbes?|chiens?|rafales?|facteur|canards?|écureuils?)(?![\p{L}])/iu,
};

/** Leaves, bushes, hedges, grass, dogs or gusts in a chapter told in a cave or on the moon. */
export function earthlyWordsOffTheEarth(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const re = EARTHLY[plan.lang];
  // A being of the story may be one of these (a lost dog, a hedgehog is not): its own word is no scenery.
  const beings = plan.cast.map((c) => `${c.species} ${c.noun ?? ''}`).join(' ');
  if (re.test(beings)) return [];
  const bare = new Set<string>([...FLAG_WORDS.underground, ...FLAG_WORDS.airless]);
  const out: ContinuityFinding[] = [];
  plan.chapters.forEach((c, i) => {
    const place = plan.places.find((p) => p.role === c.place)?.id;
    if (!place || !bare.has(place)) return;
    const hit = re.exec(book.chapters[i]?.content ?? '');
    if (hit) out.push({ chapter: i, detail: `'${hit[0]}' in the ${place}` });
  });
  return out;
}

// The article before a word that says the reader knows the thing already: 'the', « le, la, l', les, au, aux, du ».
// « faire du vélo » is no such article: a partitive after faire or jouer.
const KNOWN_BEFORE: Record<'en' | 'fr', RegExp> = { en: /\bthe\s+$/iu, fr: /(?:(?<!\p{L})(?:le|la|les|au|aux|du)\s+|(?<!\p{L})l['’])$/iu };
const PARTITIVE = /(?:faire|fait|fais|jouer|joue|jouait|apprendre|de)\s+(?:du|de la)\s+$/iu;

/**
 * A thing of the plot (the goal, the tool, a gift, a loved toy) first said as already known ('Olivia opened the red
 * umbrella', « Camille parla du ruban doré ») in a chapter after the one the plan brings it in, which never said it:
 * the telling that says it counted on a chapter before it to have set it up. A named or only thing ('the dark') is
 * known by its name; a goal the parent's idea names ('the power cut', « le pique-nique ») is the book's own subject,
 * said in its title.
 */
export function thingsSaidAsKnownBeforeSetUp(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const out: ContinuityFinding[] = [];
  for (const o of plan.objects) {
    if (o.name || o.unique || (o.fromIdea && o.role === 'goal') || !['goal', 'tool', 'gift', 'loved'].includes(o.role)) continue;
    const noun = o.noun.toLowerCase();
    const first = book.chapters.findIndex((c) => c.content.toLowerCase().includes(noun));
    if (first <= o.introducedIn) continue;
    const text = book.chapters[first]?.content ?? '';
    const before = text.slice(Math.max(0, text.toLowerCase().indexOf(noun) - 16), text.toLowerCase().indexOf(noun));
    if (KNOWN_BEFORE[plan.lang].test(before) && !PARTITIVE.test(before)) {
      out.push({ chapter: first, detail: `${o.role} '${before.trim().split(/\s+/).pop()} ${o.noun}' said as known, first in this chapter; chapter ${o.introducedIn + 1} brings it in` });
    }
  }
  return out;
}

// A hedge, a garden fence or a lane to peep over, and a house's chimney, shutters or letterbox: only where there are
// some (plan/flag-words.yaml 'hedged', 'homely'). The shared beats of a day with the family and the weather indoors
// are told at every place, so a telling that says one of these is gated on the flag: a helper met 'under the hedge' at
// the swimming pool, 'by the fireplace' in the big top, is a telling that forgot where the day goes.
const HEDGE: Record<'en' | 'fr', RegExp> = {
  en: /\b(?:hedges?|garden fence|peep(?:ed|ing)? over the fence|over the fence peeped|down the lane)\b/iu,
  fr: /(?<![\p{L}])(?:haies?)(?![\p{L}])/iu,
};
const HOUSE: Record<'en' | 'fr', RegExp> = {
  en: /\b(?:chimneys?|fireplace|letterbox|shutters|washing line|sheets on the line)\b/iu,
  fr: /(?<![\p{L}])(?:cheminées?|volets?|boîte aux lettres|corde à linge)(?![\p{L}])/iu,
};

/** A hedge or a lane where there is none, a house's chimney where there is no house (a village has both). */
export function houseAndHedgeWordsAway(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const out: ContinuityFinding[] = [];
  plan.chapters.forEach((c, i) => {
    const place = plan.places.find((p) => p.role === c.place)?.id;
    if (!place) return;
    // A house has a garden, a castle its grounds: both may have a hedge as well as a chimney.
    if ([...FLAG_WORDS.hedged, ...FLAG_WORDS.homely].some((p) => p === place)) return;
    const text = book.chapters[i]?.content ?? '';
    const hit = HEDGE[plan.lang].exec(text) ?? HOUSE[plan.lang].exec(text);
    if (hit) out.push({ chapter: i, detail: `'${hit[0]}' at the ${place}` });
  });
  return out;
}

/**
 * The old home's scenery in the new house (a move, flag 'new-house'): the new house is drawn as the hero's kind of home,
 * the castle or the cottage, whose own lines (the suits of armour, the harp somewhere in the castle, the odd sock on the
 * radiator since Tuesday) belong to the home left behind; a scenery line told there is one written for the new house.
 */
export function oldHomeInTheNewHouse(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const places = contentFor(plan.lang).places;
  const own = new Set(Object.values(places).flatMap((p) => p.scenery.filter((t) => t.if.includes('new-house')).map((t) => t.key)));
  const out: ContinuityFinding[] = [];
  plan.chapters.forEach((c, i) => {
    if (!flagsAt(plan, c, rolesAt(plan, i)).has('new-house')) return;
    const old = book.chapters[i]?.parts.find((p) => p.kind === 'texture:scenery' && !own.has(p.key));
    if (old) out.push({ chapter: i, detail: `the old home's '${old.text}' in the new house` });
  });
  return out;
}
