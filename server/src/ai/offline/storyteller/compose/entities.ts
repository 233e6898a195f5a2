// The renderer's view of a plan: every role as an Entity with its grammar, and the flags tellings test.
import { pastTheTurn } from './beat-mood.ts';
import type { LocaleContent } from '../content/load-content.ts';
import type { Entity } from '../template/grammar-types.ts';
import { FLAG_WORDS, checkupKind, fearOf, planLevelFlags, wordsOf } from '../plan/flags.ts';
import { deedHasWordOf, flagsOfWords, isFixedThing } from '../plan/places.ts';
import { PLOT_TABLE } from '../plan/plot-table.ts';
import { isMissed, isNewFriend, isVisit } from '../plan/plot-for-idea.ts';
import { holidayTrip } from '../plan/holiday.ts';
import type { MovingTown } from '../idea/types.ts';
import { ownAge } from '../plan/own-birthday.ts';
import { PLACE_SCENES, type ChapterPlan, type PlaceId, type StoryPlan } from '../plan/types.ts';

export function entitiesOf(plan: StoryPlan, content: LocaleContent): Record<string, Entity> {
  const out: Record<string, Entity> = {};
  const heroMember = plan.cast.find((c) => c.role === 'hero');
  const heroName = heroMember?.name;
  // A person of the idea whose sex we do not know (a pirate, the teacher) is named again, never 'it'.
  const people = new Set([plan.idea?.subject, plan.idea?.owner, plan.idea?.other].flatMap((p) => (p?.kind === 'person' ? [p.words] : [])));
  // A pet named in the idea whose sex we do not know ('our tortoise Pebble') is 'its' and 'it' after its name,
  // never 'Pebble's' again and again; as a subject it keeps its name (it speaks: “I knew you'd come,” Pebble said).
  const pets = new Set([plan.idea?.subject, plan.idea?.owner, plan.idea?.other].flatMap((p) => (p?.kind === 'animal' && p.name ? [p.name] : [])));
  for (const c of plan.cast) {
    const again = plan.lang === 'en' && c.fromIdea && c.gender === 'n' && !c.name && !c.plural && !c.family && people.has(c.noun ?? '') ? `the ${c.noun ?? ''}` : undefined;
    const pet = plan.lang === 'en' && c.fromIdea && c.gender === 'n' && !c.plural && !!c.name && pets.has(c.name);
    out[c.role] = {
      ...(again ? { forms: { he: again, him: again, his: `${again}'s` } } : pet ? { forms: { he: c.name ?? '', him: 'it', his: 'its' } } : {}),
      gender: c.gender, kind: { noun: c.species, gender: c.speciesGender ?? c.gender }, ...(c.name ? { name: c.name } : {}), ...(c.noun ? { noun: c.noun } : {}),
      ...(c.plural ? { plural: true } : {}), ...(c.aspirated ? { aspirated: true } : {}), ...(c.unique ? { unique: true } : {}),
      ...(c.family && heroName ? { family: true, ownerName: heroName, ownerGender: heroMember?.gender ?? 'n' } : {}),
    };
  }
  for (const o of plan.objects) {
    const pet = plan.lang === 'en' && o.gender === 'n' && !o.plural && !!o.name && pets.has(o.name);
    out[o.role] = {
      ...(pet ? { forms: { he: o.name ?? '', him: 'it', his: 'its' } } : {}),
      noun: o.noun, ...(o.name ? { name: o.name } : {}), gender: o.gender, ...(o.plural ? { plural: true } : {}), ...(o.aspirated ? { aspirated: true } : {}),
      ...(o.unique ? { unique: true } : {}),
    };
  }
  const ideaPlace = plan.idea?.place;
  for (const p of plan.places) {
    const c = content.places[p.id as keyof LocaleContent['places']];
    // A journey's way there (the launch field, the harbour) is not where it goes.
    const own = p.role !== 'home' && !(plan.plot === 'reach-place' && p.role === 'away') && ideaPlace && PLACE_SCENES[p.id as PlaceId] === ideaPlace.place && !Object.values(c.forms).some((f) => f.toLowerCase().includes(ideaPlace.head));
    out[p.role] = own
      ? { noun: ideaPlace.words, gender: ideaPlace.gender, ...(ideaPlace.unique ? { unique: true } : {}), ...(ideaPlace.aspirated ? { aspirated: true } : {}) }
      : { gender: c.gender, forms: c.forms, ...(c.noun ? { noun: c.noun } : {}) };
  }
  // Several beings spoken of together: feminine only when every one of them is (French 'elles', 'toutes').
  const together = (...roles: string[]): Entity => ({ gender: plan.cast.filter((c) => roles.includes(c.role)).every((c) => c.gender === 'f') ? 'f' : 'm', plural: true });
  out.pair = together('hero', 'companion');
  out.group = together('hero', 'companion', 'helper');
  // The child's own birthday: the age said ('five', « cinq »), plural (candles, ans).
  const age = ownAge(plan.plot, plan.idea);
  const ageWord = age ? content.words.numbers?.[age - 1] : undefined;
  if (ageWord) out.age = { name: ageWord, gender: 'm', plural: true };
  // A holiday trip's place (plan/holiday.ts): named as the book says it, with its preposition ('in Spain', « au Portugal »).
  const trip = holidayTrip(plan);
  if (trip) out.trip = { gender: trip.gender, forms: { the: trip.the, in: trip.in, to: trip.to } };
  // A move's town (idea/town.ts): named as the parent wrote it, with its preposition ('to Manchester', « à Lyon »).
  const town = movingTown(plan);
  if (town) out.town = { gender: town.gender, forms: { the: town.the, in: town.in, to: town.to } };
  const focus = plan.ideaRole === 'place' ? undefined : plan.ideaRole;
  // 'The old windmill on the hill': the place of the idea is what everyone talks of, not the stock umbrella.
  const ideaSpot = plan.ideaRole === 'place' && ideaPlace ? [out.away, out.far].find((e) => e?.noun === ideaPlace.words) : undefined;
  const chosen = (focus ? out[focus] : undefined) ?? ideaSpot ?? out.goal ?? out.owner ?? out.rival ?? out.tool;
  if (chosen) out.focus = chosen;
  return out;
}

/** Roles a telling may name in this chapter: those introduced by now (places and the hero always). */
export function rolesAt(plan: StoryPlan, chapter: number): Set<string> {
  const roles = new Set<string>(['home', 'away', 'far', 'here', 'pair']);
  for (const c of plan.cast) if (c.introducedIn <= chapter) roles.add(c.role);
  if (roles.has('helper')) roles.add('group');
  for (const o of plan.objects) if (o.introducedIn <= chapter) roles.add(o.role);
  const focus = plan.ideaRole === 'place' || !plan.ideaRole ? ['goal', 'owner', 'rival', 'tool'].find((r) => roles.has(r)) : plan.ideaRole;
  if (focus && roles.has(focus)) roles.add('focus');
  // A visit ('a train trip to see grandma'): the one gone to see is who the journey is for from its first step,
  // though they are met only at its end (without it, a visit with no town named had no journey to tell).
  if (plan.plot === 'reach-place' && isVisit(plan.idea)) roles.add('focus');
  // A skill with nothing to learn it with ('apprendre à nager'): the skill itself is what everyone talks of.
  if (plan.plot === 'learn-skill' && plan.deed && !plan.objects.some((o) => o.role === 'tool') && !plan.cast.some((c) => c.role === 'owner')) roles.add('focus');
  // The child's own "won't" ('ma fille ne veut pas ranger sa chambre'): the refusal is what everyone talks of, once it is told.
  if (ownRefusal(plan) && plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'problem')) <= chapter) roles.add('focus');
  if (ownAge(plan.plot, plan.idea)) roles.add('age');
  if (holidayTrip(plan)) roles.add('trip');
  if (movingTown(plan)) roles.add('town');
  return roles;
}

/** A "won't" of the child, the hero ('Tom won't go to bed', 'elle ne veut pas prendre son bain'): nobody else says no. */
/** The town of a move the idea names ('we are moving to Manchester'), in a book of the move. */
export const movingTown = (plan: Pick<StoryPlan, 'plot' | 'idea'>): MovingTown | undefined =>
  plan.plot === 'do-together' && plan.idea?.together === 'moving' ? plan.idea.town : undefined;

export function ownRefusal(plan: StoryPlan): boolean {
  return plan.plot === 'change-mind' && plan.deed !== undefined && !plan.cast.some((c) => c.role === 'owner');
}

/** The child's own big feeling ('Leo has big tantrums', 'fait des cauchemars'): the hero feels it, nobody else. */
export function ownFeeling(plan: StoryPlan): boolean {
  const kind = plan.idea?.feeling;
  if (!kind || !(kind in PLOT_TABLE.feelings)) return false;
  // Shyness ('Jules est timide') is met by a friend made: the friend is the owner, and the feeling still the child's.
  return ownRefusal(plan) || (plan.plot === 'face-fear' && !plan.cast.some((c) => c.role === 'owner')) || (plan.plot === 'find-friend' && isNewFriend(plan.idea));
}

export function flagsAt(plan: StoryPlan, chapter: ChapterPlan, roles: ReadonlySet<string>): Set<string> {
  // 'day' and 'dark' let a line say what light it needs (butterflies by day, crickets after dark);
  // 'in-home', 'in-away', 'in-far' say where the chapter is (no "off to {far}" once there).
  const dark = chapter.time.slot === 'evening' || chapter.time.slot === 'night';
  const flags = new Set<string>([...roles, chapter.time.slot, chapter.weather, dark ? 'dark' : 'day', `in-${chapter.place}`]);
  // 'calm': the chapter comes before the trouble is known: nobody feels brave, worried or in need of courage yet.
  const troubleAt = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'problem'));
  if (plan.chapters.indexOf(chapter) < troubleAt) flags.add('calm');
  // 'solved': the resolution's chapter and after: the trouble is over, nobody worries, finds courage or keeps going now.
  const solvedAt = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
  if (solvedAt >= 0 && plan.chapters.indexOf(chapter) >= solvedAt) flags.add('solved');
  // 'past-turn': the turning point's chapter and after: the plan has come, nobody chews a lip waiting for one.
  if (pastTheTurn(plan, chapter)) flags.add('past-turn');
  // 'fog-lifted', 'rain-stopped': the idea's fog or rain is over on this chapter (plan-story.ts ideaWeather): told once.
  const before = plan.chapters[plan.chapters.indexOf(chapter) - 1];
  const over = chapter.weather === 'clear' && before && before.weather === plan.idea?.weather ? ({ fog: 'fog-lifted', rain: 'rain-stopped' } as Record<string, string | undefined>)[before.weather] : undefined;
  if (over) flags.add(over);
  // 'indoors': the library, the castle, the cottage have no trees, rocks or paths to meet a helper by.
  // 'underground': a cave has stone and dripping water, no leaves, grass, hedges, wind or passing dogs.
  const placeId = plan.places.find((p) => p.role === chapter.place)?.id;
  // 'hedged': hedges, fences and lanes to peep over; 'homely': a house's chimney, shutters and letterbox; 'bookish': shelves
  // of books and a staircase; 'countryside': hills, a valley, a stream and its little bridge (plan/flag-words.yaml).
  for (const f of ['indoors', 'underground', 'hedged', 'homely', 'treeless', 'bookish', 'countryside'] as const) if (FLAG_WORDS[f].some((p) => p === placeId)) flags.add(f);
  // 'airless': the moon has no leaves, grass, hedges, wind or passing dogs either: filtered as underground, and
  // 'airless' keeps the cave's own drips and echoes off it.
  if (FLAG_WORDS.airless.some((p) => p === placeId)) flags.add('underground').add('airless');
  // 'dark-fear': a fear of the dark is not looked at from afar nor walked up to; it is met where it is dark.
  // 'storm-fear': a storm is not walked up to either; it comes, and is listened to from a safe place.
  const goal = plan.objects.find((o) => o.role === 'goal');
  for (const f of ['dark-fear', 'storm-fear'] as const) if (plan.plot === 'face-fear' && goal && FLAG_WORDS[f].includes(goal.noun)) flags.add(f);
  // 'event-fear': a day that frightens (la rentrée, the school show) is not walked up to like a thing; it comes when it comes,
  // and until then it is rehearsed, talked of, played through.
  const events = [plan.idea?.subject, plan.idea?.other].flatMap((p) => (p?.kind === 'event' ? [p.words] : []));
  if (plan.plot === 'face-fear' && goal?.fromIdea && events.includes(goal.noun) && !flags.has('dark-fear') && !flags.has('storm-fear')) flags.add('event-fear');
  // 'checkup': a visit that frightens (the dentist, a jab); 'bath-fear': the bath. Met where it is, in a day (plan/fear-shapes.yaml).
  const fear = goal?.fromIdea ? fearOf(plan.plot, goal.noun) : undefined;
  if (fear) flags.add(fear);
  const visit = fear === 'checkup' ? checkupKind(goal?.noun) : undefined;
  if (visit) flags.add(`checkup-${visit}`);
  // 'fixed': the broken thing is not carried (a tree house, a lighthouse): mended where it stands, never lifted.
  if (plan.plot === 'mend-broken' && isFixedThing([goal?.noun, plan.idea?.place?.head])) flags.add('fixed');
  // 'soft': a thing of cloth, plastic or paper (a kite, a paddling pool) is patched or sewn, never in pieces or cracked.
  if (plan.plot === 'mend-broken' && deedHasWordOf(goal?.noun, PLOT_TABLE['soft-things'])) flags.add('soft');
  // 'water': a skill learnt in the water (swimming, diving) wobbles into no hedge and falls on no ground.
  if (wordsOf(plan.deed).some((w) => FLAG_WORDS['water-deeds'].some((d) => w.startsWith(d)))) flags.add('water');
  // A fear of water (la piscine, les vagues, le bain) is met by getting in, a toe at a time, not by a step towards it.
  if (plan.plot === 'face-fear' && wordsOf(goal?.noun).some((w) => FLAG_WORDS['water-fears'].includes(w))) flags.add('water');
  // 'hands': a skill that makes a thing (building a den, knitting): nobody wobbles, falls or scrapes a knee.
  if (deedHasWordOf(plan.deed, PLOT_TABLE['craft-deeds'])) flags.add('hands');
  // 'far-is-home': the turning point happened at home (a fear of the dark, a "won't"): nobody comes back to it.
  if (plan.places.find((p) => p.role === 'far')?.id === plan.places.find((p) => p.role === 'home')?.id) flags.add('far-is-home');
  // 'baby': the party is for a newborn (un nouveau bébé), who neither speaks nor blows out candles.
  if (plan.cast.some((c) => c.role === 'owner' && wordsOf(c.noun ?? c.species).some((w) => FLAG_WORDS.baby.includes(w)))) flags.add('baby');
  // 'handy': a skill of hands and head (tie laces, bake, whistle): no wobbles, hedges or laps.
  if (deedHasWordOf(plan.deed, PLOT_TABLE['handy-deeds'])) flags.add('handy');
  // 'next-door': the tries are in the garden beside the house (a won't, a cat on the roof): no long road to it.
  if (plan.places.find((p) => p.role === 'away')?.id === 'garden' && plan.places.find((p) => p.role === 'home')?.id !== 'garden') flags.add('next-door');
  // 'slept-home': the night was spent at home, in bed (a trouble near home): no leaves in the hair at dawn.
  if (plan.chapters.some((c) => c.place === 'home' && c.events.some((e) => e.kind === 'night-camp'))) flags.add('slept-home');
  // 'lonely': a friend to make, not to find again (a shy owl who wants a friend, a bear who misses his friend); never
  // the parents missed (« ne veut pas voir les parents partir »), who come home.
  const lone = plan.idea?.subject;
  if ((plan.idea?.situation === 'missing-friend' || plan.idea?.situation === 'make-friend') && lone && !lone.family && !lone.name && !lone.self && lone.head !== 'friend' && !isNewFriend(plan.idea) && !isMissed(plan.idea)) flags.add('lonely');
  for (const f of planLevelFlags({ ...plan, age: plan.request.age })) flags.add(f);
  // 'way': the quest is a way walked to a far place that is neither home nor its garden (plan/plots.yaml 'way'), and
  // not a trouble felt, a friend made or missed, nor the child lost in a shop: only there is a fib about knowing the way.
  const far = plan.places.find((p) => p.role === 'far')?.id;
  if (PLOT_TABLE.plots[plan.plot]?.way && far !== plan.places.find((p) => p.role === 'home')?.id && far !== 'garden' && !['felt-trouble', 'lost-child', 'new-friend', 'missed'].some((f) => flags.has(f))) flags.add('way');
  // 'self': the one who won't is the hero, who chooses in the end; 'tidy', 'bedtime', 'bath'... what the habit is.
  // 'habit': it is one of those, whose own lines show why it matters (the generic ones give way).
  if (ownRefusal(plan)) {
    const habits = flagsOfWords('habits', plan.deed);
    for (const f of ['self', ...habits, ...(habits.length > 0 ? ['habit'] : [])]) flags.add(f);
  }
  // 'feeling': the child's own big feeling is the plot (a tantrum, the new baby, losing, bad dreams), felt by the
  // hero and lived through: its kind too (plan/plots.yaml 'feelings'), whose tellings the generic ones give way to.
  if (ownFeeling(plan)) for (const f of ['feeling', plan.idea?.feeling ?? '']) flags.add(f);
  // The plot's own id (find-lost, save-party...): a moral's telling can change what happens in that plot.
  flags.add(plan.plot);
  const idea = plan.idea?.subject ?? plan.idea?.owner;
  if (idea?.name) flags.add('named');
  if (plan.cast.some((c) => c.family)) flags.add('family');
  if (plan.cast.some((c) => c.role === 'hero' && c.figure === 'child')) flags.add('child');
  if (plan.request.moral !== 'none') flags.add('moral');
  // 'pet-owner': the one who lost something is the family's pet (notre chien): no pockets to pat, no hat to lift.
  if (plan.idea?.owner?.kind === 'animal' && plan.idea.owner.family && plan.cast.some((c) => c.role === 'owner' && c.fromIdea)) flags.add('pet-owner');
  // 'roof': the trouble is up on the house's roof (a cat on the roof), not in a tree.
  // English reads 'the roof' of 'our cat is stuck on the roof' as the thing it is stuck on, not a place.
  const on = plan.idea?.situation === 'stuck' ? plan.idea.other?.head : undefined;
  if (FLAG_WORDS.roof.includes(plan.idea?.place?.head ?? '') || FLAG_WORDS.roof.includes(on ?? '')) flags.add('roof');
  // The thing to find or free is alive (our hamster Peanut): it runs and hides, it is not put on a shelf.
  const subject = plan.idea?.subject;
  if (plan.ideaRole === 'goal' && subject && (subject.kind === 'animal' || subject.kind === 'person')) flags.add('alive');
  if (inNewHouse(plan, chapter, flags)) flags.add('new-house');
  // 'in-land': a chapter in a magic land (together 'land', away from home): the land is told by its own lines, not the
  // garden's sprinkler or the meadow's cows its picture is drawn in.
  if (flags.has('land') && chapter.place !== 'home') flags.add('in-land');
  // 'out-to-garden', 'in-from-garden': from the house to its garden or back (a pet trained at home, a won't): a few
  // steps through the door, never 'off they went again' down a road (beats/move-on.yaml).
  const step = homeStep(plan, before, chapter);
  if (step) flags.add(step);
  return flags;
}

/**
 * 'new-house': a move's chapters from the first one at the new house on (its place 'far', drawn as the hero's kind of
 * home, and the first night there): the old home's lived-in things (the odd sock on the radiator since Tuesday, the
 * armour in the corridor, a harp somewhere in the castle) are not there, only boxes, echoes and fresh paint.
 */
function inNewHouse(plan: StoryPlan, chapter: ChapterPlan, flags: ReadonlySet<string>): boolean {
  if (!flags.has('moving')) return false;
  const arrived = plan.chapters.findIndex((c) => c.place === 'far');
  return arrived >= 0 && plan.chapters.indexOf(chapter) >= arrived;
}

/** A chapter reached from the one before by a step between the house and its own garden, and which way. */
function homeStep(plan: StoryPlan, before: ChapterPlan | undefined, chapter: ChapterPlan): 'out-to-garden' | 'in-from-garden' | undefined {
  const idOf = (c: ChapterPlan | undefined): string | undefined => plan.places.find((p) => p.role === c?.place)?.id;
  const home = plan.places.find((p) => p.role === 'home')?.id;
  const [from, to] = [idOf(before), idOf(chapter)];
  if (home === 'garden' || from === undefined) return undefined;
  if (from === home && to === 'garden') return 'out-to-garden';
  if (from === 'garden' && to === home) return 'in-from-garden';
  return undefined;
}
