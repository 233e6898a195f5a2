// The mood of each beat, from where it stands in the plan (the setup, the trouble, a try that fails, the crisis, the
// turning point, the resolution, the ending, the night). Blind editors marked a yawn at the worst of the storm, a giggle
// at a sad moment and a 'plan coming' habit after the plan had come: a feeling, a word between friends or a habit is
// told only in a chapter whose every beat's mood it fits (texture/<kind>.yaml `moods`).
import type { ChapterPlan, PlotEvent, StoryPlan } from '../plan/types.ts';

export const BEAT_MOODS = ['calm', 'excited', 'worried', 'low', 'tense', 'relieved', 'joyful', 'sleepy'] as const;
export type BeatMood = (typeof BEAT_MOODS)[number];

const firstWith = (plan: StoryPlan, kind: PlotEvent['kind']): number => plan.chapters.findIndex((c) => c.events.some((e) => e.kind === kind));

/** A bedtime book (together 'bedtime': the child who cannot sleep) stays quiet from the bath to the morning: no hope that
 * tingles (a hope is sleepy), no thumping heart (a worry is low), no crisis, no cheering: a shout of joy would wake the house. */
const QUIET: Partial<Record<BeatMood, BeatMood>> = { excited: 'sleepy', worried: 'low', tense: 'low', joyful: 'relieved' };

/** One beat's mood in its chapter. */
export function beatMood(plan: StoryPlan, chapter: ChapterPlan, event: PlotEvent): BeatMood {
  const mood = storyMood(plan, chapter, event);
  return plan.idea?.together === 'bedtime' ? QUIET[mood] ?? mood : mood;
}

function storyMood(plan: StoryPlan, chapter: ChapterPlan, event: PlotEvent): BeatMood {
  const at = chapter.index;
  const troubleAt = firstWith(plan, 'problem');
  const turnAt = firstWith(plan, 'turning-point');
  const troubled = troubleAt >= 0 && at >= troubleAt && (turnAt < 0 || at <= turnAt);
  switch (event.kind) {
    case 'opening': return 'calm';
    case 'problem': return 'worried';
    case 'set-off': case 'journey': return 'excited';
    // A friend met or a task given while the trouble is still on: the worry is still there.
    case 'meet-helper': case 'helper-task': return troubled ? 'worried' : 'calm';
    // The first try is hope; a try after one that failed is worry.
    case 'try': return (event.n ?? 0) === 0 ? 'excited' : 'worried';
    // The complication just before the turning point is the crisis; an earlier one is a try that failed.
    case 'complication': return turnAt >= 0 && at >= turnAt - 1 ? 'tense' : 'low';
    case 'night-camp': return 'sleepy';
    case 'new-morning': return 'calm';
    case 'turning-point': return 'excited';
    case 'resolution': return 'relieved';
    case 'celebration': return 'joyful';
    // Home at night is home to bed.
    case 'homecoming': return chapter.time.slot === 'night' ? 'sleepy' : 'joyful';
  }
}

/** The moods of a chapter's beats: a line told among them must fit every one. */
export function chapterMoods(plan: StoryPlan, chapter: ChapterPlan): Set<BeatMood> {
  return new Set(chapter.events.map((e) => beatMood(plan, chapter, e)));
}

/** Does a line that says which moods it fits (none said: any) fit the chapter's? */
export function fitsMoods(lineMoods: readonly string[] | undefined, moods: ReadonlySet<BeatMood>): boolean {
  return !lineMoods || [...moods].every((m) => lineMoods.includes(m));
}

/** The chapters at or after the turning point: a 'thinking' habit (a plan coming) is no longer told there. */
export function pastTheTurn(plan: StoryPlan, chapter: ChapterPlan): boolean {
  const turnAt = firstWith(plan, 'turning-point');
  return turnAt >= 0 && chapter.index >= turnAt;
}
