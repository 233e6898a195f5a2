// The plan's sky: each chapter's weather from its events, then the idea's own weather (snow, rain, fog) over
// the trouble's chapters.
import type { SceneWeather } from '../../../scene-brief.ts';
import type { IdeaReading } from '../idea/types.ts';
import type { Rng } from '../rng.ts';
import { FLAG_WORDS } from './flags.ts';
import { homeTrouble } from './places.ts';
import type { ChapterPlan, EventKind, PlaceId, StoryPlan } from './types.ts';

/** A chapter's sky from its events: a storm plot's trouble is stormy, its ending clear; else a windy complication now and
 * then, but never in a place no wind reaches (plan/flag-words.yaml windless: a cave, the moon), nor in a big room that is no
 * house (indoors and not homely: the aquarium, the swimming pool, the museum's hall, the big top), where no gust blows
 * and no window shows one: 'une sortie à l'aquarium avec papi' had its small trouble in a windy aquarium. */
const noGust = (place: PlaceId): boolean => FLAG_WORDS.windless.includes(place) || (FLAG_WORDS.indoors.includes(place) && !FLAG_WORDS.homely.includes(place));

export function weatherOf(events: readonly EventKind[], rng: Rng, stormy: boolean, place?: PlaceId): SceneWeather {
  if (!stormy) return events.includes('complication') && rng.chance(0.2) && !(place && noGust(place)) ? 'wind' : 'clear';
  if (events.includes('complication') || events.includes('turning-point')) return 'storm';
  return events.includes('resolution') || events.includes('celebration') || events.includes('homecoming') ? 'clear' : 'wind';
}

/**
 * 'Lost in the snow', 'un chaton perdu dans le brouillard', 'une promenade sous la pluie': the weather the idea
 * happens in is the sky of the trouble's chapters, from the problem on (snow from the first page; a wish to
 * see the snow: from the chapter it comes true). Snow that has fallen stays on the ground to the last page, seen through the window
 * indoors; rain and fog fall out of doors only (plan/flag-words.yaml indoors), rain until the trouble is
 * over, fog until the turning point: it lifts for the way home.
 */
export function ideaWeather(idea: IdeaReading, weather: SceneWeather, chapters: ChapterPlan[], places: StoryPlan['places']): void {
  const at = (kind: EventKind): number => chapters.findIndex((c) => c.events.some((e) => e.kind === kind));
  // A snowman that melted ('our snowman melted') is made again when the snow comes back, at the resolution.
  const wished = (idea.situation === 'wish' && [idea.subject, idea.place].some((p) => p?.kind === 'event')) || homeTrouble('mend-broken', idea) === 'melted';
  // A snowy idea is a snowy day from the first page: snow does not fall all at once between breakfast and the trouble.
  const from = Math.max(0, wished ? at('resolution') : weather === 'snow' ? 0 : at('problem'));
  const to = weather === 'snow' ? chapters.length - 1 : weather === 'rain' ? at('resolution') : at('turning-point');
  const indoors = (c: ChapterPlan): boolean => FLAG_WORDS.indoors.some((p) => p === places.find((x) => x.role === c.place)?.id);
  for (const c of chapters) {
    if (c.index >= from && c.index <= to && (weather === 'snow' || !indoors(c))) c.weather = weather;
    // No wind with the fog or the rain's gusts left over from a windy complication once the idea's sky has come.
    else if (c.index > from && c.weather === 'wind') c.weather = 'clear';
  }
}
