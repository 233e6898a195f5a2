// A chapter at another place than the chapter before is gone to in words (session 38: editors read the garden at
// midday and the mountain in the afternoon of the same day, with nothing said of the way between). When none of its
// own beats travels (set-off, journey, homecoming, the night camp), a short line of beats/move-on.yaml takes the
// cast there: 'On they went, up Cloudtop Mountain.' It opens the chapter, or follows the new morning's sunrise.
import type { Telling } from '../content/tellings.ts';
import { PLOT_TABLE } from '../plan/plot-table.ts';
import type { ChapterPlan, StoryPlan } from '../plan/types.ts';
import { arrivesIn } from './chapter-texture.ts';
import type { BookChapter } from './write-book.ts';

/** The beats whose own words take the cast from one place to the next. */
const GOES = new Set(['set-off', 'journey', 'homecoming', 'night-camp']);

/** Does the chapter need a line that takes the cast to its place? */
export function needsGoing(plan: StoryPlan, chapter: ChapterPlan): boolean {
  if (chapter.index === 0 || !arrivesIn(plan, chapter.index)) return false;
  if (chapter.events.some((e) => GOES.has(e.kind))) return false;
  // A journey's arrival is its resolution (plan/plots.yaml 'arrives'): 'there it was, the lighthouse' tells the way's end.
  if (PLOT_TABLE.plots[plan.plot].arrives === true && chapter.events.some((e) => e.kind === 'resolution')) return false;
  // Set off at the end of the chapter before ('and off they went'): this one is where they arrive.
  return plan.chapters[chapter.index - 1]?.events.at(-1)?.kind !== 'set-off';
}

/** Puts the going line in the chapter's groups: first, or after the new morning's first light. */
export function tellGoing(groups: BookChapter['parts'][], chapter: ChapterPlan, going: Telling, text: string): void {
  const at = chapter.events[0]?.kind === 'new-morning' ? 1 : 0;
  groups.splice(Math.min(at, groups.length), 0, [{ kind: 'move-on', text, key: going.key }]);
}
