// The illustrator's brief for each chapter: place, time, cast, props, mood and an English caption.
import type { SceneBrief } from '../../types.ts';
import type { Cast } from './cast.ts';
import { CHARACTER_DEFS } from './characters.ts';
import type { Idea } from './custom-ideas.ts';
import { PLACES } from './places.ts';
import type { ChapterPlan } from './plot-plan.ts';
import type { PlaceKey, PropKey } from './story-context.ts';
import { THINGS } from './things.ts';
import { aOrAn, joinList } from './text-tools.ts';

const MAX_PROPS = 4;

const PLACE_WORDS: Record<PlaceKey, string> = {
  forest: 'in a forest', castle: 'at a castle', meadow: 'in a flowery meadow', sea: 'by the sea',
  mountain: 'on a mountain', village: 'in a village', cave: 'in a cave', sky: 'among the clouds',
  home: 'at home', library: 'in a library', garden: 'in a garden',
};

const TIME_WORDS: Record<SceneBrief['timeOfDay'], string> = {
  morning: 'in the morning', day: 'in the daytime', evening: 'in the evening', night: 'at night',
};

const PROP_WORDS: Record<PropKey, string> = {
  map: 'a map', lantern: 'a lantern', key: 'a key', book: 'a book', cake: 'a cake', star: 'a star',
  bridge: 'a bridge', boat: 'a boat', flower: 'a flower', basket: 'a basket', crown: 'a crown', shell: 'a shell',
  kite: 'a kite', rainbow: 'a rainbow', puppy: 'a puppy', ball: 'a ball', apple: 'an apple',
  compass: 'a compass', feather: 'a feather', blanket: 'a blanket',
};

/** The place key of a chapter: the parent's own place when one is visited there, else the plot's. */
export function placeKeyOf(cast: Cast, plan: ChapterPlan, ideas: readonly Idea[]): PlaceKey {
  for (const i of plan.ideaIntro) {
    const idea = ideas[i];
    if (idea?.role === 'place' && idea.place) return idea.place;
  }
  const id = plan.where === 'home' ? cast.home : plan.where === 'far' ? cast.far : cast.away;
  return PLACES[id].key;
}

export function heroCaptionName(cast: Cast): string {
  return `${cast.hero.name} the ${CHARACTER_DEFS[cast.hero.character].en.label}`;
}

function friendCaptionName(cast: Cast): string {
  const c = cast.friend.character;
  return c === 'child' ? `${cast.friend.name}, a child` : `${cast.friend.name} the ${CHARACTER_DEFS[c].en.label}`;
}

export function sceneFor(
  cast: Cast,
  plan: ChapterPlan,
  ideas: readonly Idea[],
  place: PlaceKey,
  withTreasure: boolean,
  ideaIndexes: readonly number[],
): SceneBrief {
  const castIds: string[] = [cast.hero.character, cast.friend.character];
  if (plan.beats.includes('help')) castIds.push(cast.helper);
  const props: PropKey[] = [];
  const add = (p: PropKey | undefined): void => {
    if (p && !props.includes(p) && props.length < MAX_PROPS) props.push(p);
  };
  for (const i of ideaIndexes) for (const p of ideas[i]?.props ?? []) add(p);
  const goalProp: PropKey | undefined = (THINGS[cast.goal] as { prop?: PropKey }).prop;
  if (plan.beats.some((b) => b === 'want' || b === 'problem' || b === 'turning' || b === 'resolution')) add(goalProp);
  if (withTreasure) add((THINGS[cast.treasure] as { prop?: PropKey }).prop);
  const others = [friendCaptionName(cast), ...(plan.beats.includes('help') ? [aOrAn(CHARACTER_DEFS[cast.helper].en.helper)] : [])];
  const withProps = props.length > 0 ? `, with ${joinList(props.map((p) => PROP_WORDS[p]), 'and')}` : '';
  const caption = `${heroCaptionName(cast)} with ${joinList(others, 'and')} ${PLACE_WORDS[place]} ${TIME_WORDS[plan.time]}, looking ${plan.mood}${withProps}.`;
  return { place, timeOfDay: plan.time, cast: castIds, props, mood: plan.mood, caption };
}
