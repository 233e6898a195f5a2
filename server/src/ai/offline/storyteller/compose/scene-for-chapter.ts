// The picture of a chapter (issue 10 'Pictures of the page'): drawn from the chapter's main event, with the
// poses of the people on the page, its key object in its state, only props the text has introduced, the
// light of the time slot, and a caption in the story's language.
import { SCENE_PROP_STATES, type SceneCastEntry, type SceneFraming, type SceneProp, type ScenePropEntry, type SceneBriefV2, type SceneTime } from '../../../scene-brief.ts';
import type { LocaleContent } from '../content/load-content.ts';
import type { ChapterPlan, EventKind, PlotEvent, StoryPlan, TimeSlot } from '../plan/types.ts';
import { PLACE_SCENES, type PlaceId } from '../plan/places.ts';

const TIMES: Record<TimeSlot, SceneTime> = { morning: 'morning', midday: 'day', afternoon: 'day', evening: 'evening', night: 'night' };

const FRAMINGS: Record<EventKind, SceneFraming> = {
  opening: 'wide', problem: 'medium', 'set-off': 'wide', journey: 'wide', 'meet-helper': 'medium', 'helper-task': 'medium',
  try: 'medium', complication: 'wide', 'night-camp': 'medium', 'new-morning': 'wide', 'turning-point': 'close',
  resolution: 'medium', celebration: 'wide', homecoming: 'close',
};

/** The event a chapter's picture shows: its last plot event, unless that is the good-night at home. */
export function mainEvent(chapter: ChapterPlan): PlotEvent {
  const events = chapter.events.filter((e) => e.kind !== 'homecoming');
  return events[events.length - 1] ?? (chapter.events[0] as PlotEvent);
}

export function stateAt(plan: StoryPlan, prop: SceneProp, role: string, chapter: number): string {
  const o = plan.objects.find((x) => x.role === role);
  const set = [...(o?.states ?? [])].reverse().find((s) => s.from <= chapter)?.state;
  const states = SCENE_PROP_STATES[prop] as readonly string[];
  return set && states.includes(set) ? set : (states[0] ?? '');
}

export function sceneForChapter(plan: StoryPlan, chapter: ChapterPlan, parts: readonly { kind: string; text: string }[], _content: LocaleContent): SceneBriefV2 {
  const event = mainEvent(chapter);
  const placeId = plan.places.find((p) => p.role === chapter.place)?.id as PlaceId | undefined;
  const introducedObjects = plan.objects.filter((o) => o.introducedIn <= chapter.index && o.prop);
  const introduced = [...new Set(introducedObjects.map((o) => o.prop as SceneProp))];
  const keyObj = event.object ? plan.objects.find((o) => o.role === event.object && o.introducedIn <= chapter.index) : undefined;
  const key = keyObj?.prop;
  const props: ScenePropEntry[] = key ? [{ prop: key, state: stateAt(plan, key, keyObj.role, chapter.index) }] : [];
  // The gift of a sharing story is on the page where it is given.
  const gift = plan.objects.find((o) => o.role === 'gift' && o.prop && o.introducedIn <= chapter.index);
  if (gift?.prop && event.moral && gift.prop !== key) props.push({ prop: gift.prop, state: stateAt(plan, gift.prop, 'gift', chapter.index) });
  const cast: SceneCastEntry[] = [];
  for (const role of event.present) {
    const member = plan.cast.find((c) => c.role === role);
    if (!member?.figure || member.introducedIn > chapter.index) continue;
    const hero = role === 'hero';
    cast.push({
      who: role, character: member.figure,
      pose: hero ? event.pose : event.kind === 'homecoming' ? 'sleeping' : event.mood === 'worried' ? 'worried' : event.kind === 'celebration' ? 'cheering' : 'standing',
      ...(hero && key && (event.pose === 'holding' || event.pose === 'cheering' || event.pose === 'reaching') ? { holding: key } : {}),
    });
  }
  const text = parts.find((p) => p.kind === event.kind)?.text ?? parts[0]?.text ?? '';
  const caption = (/^[^.!?…]+[.!?…]/.exec(text)?.[0] ?? text).replace(/^[«“"]\s*/, '').trim();
  return {
    place: placeId ? PLACE_SCENES[placeId] : 'home',
    time: TIMES[chapter.time.slot],
    weather: chapter.weather,
    framing: FRAMINGS[event.kind],
    mood: event.mood,
    cast,
    props,
    ...(key ? { keyObject: key } : {}),
    introduced,
    variation: chapter.index,
    caption,
  };
}
