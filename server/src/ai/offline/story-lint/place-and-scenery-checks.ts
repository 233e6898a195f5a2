// What blind editors marked as filler and as jumps (session 38): a scenery line dropped between two plot lines of a
// chapter where something happens ('A row of bean poles stood like a wigwam with nobody inside'), and a place that
// changes between two chapters with no word of going there (the garden at midday, the mountain in the afternoon).
import { PLOT_TABLE } from '../storyteller/plan/plot-table.ts';
import type { StoryPlan } from '../storyteller/plan/types.ts';
import type { Book } from '../storyteller/compose/write-book.ts';
import { ARRIVAL_LOOK, arrivesIn, PLOT_BEATS } from '../storyteller/compose/chapter-texture.ts';
import { countWords, sentencesOf } from './text-measures.ts';
import type { ContinuityFinding } from './continuity-checks.ts';

/**
 * A plotted chapter (a problem, a helper met, a try, a complication, the turning point, the resolution) with a
 * scenery line, unless the cast has just arrived there: then one line of one short sentence.
 */
export function strayScenery(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const out: ContinuityFinding[] = [];
  plan.chapters.forEach((c, i) => {
    if (!c.events.some((e) => PLOT_BEATS.has(e.kind))) return;
    const scenery = book.chapters[i]?.parts.filter((p) => p.kind === 'texture:scenery') ?? [];
    const [first, second] = scenery;
    if (!first) return;
    if (!arrivesIn(plan, i)) out.push({ chapter: i, detail: `scenery in a plotted chapter with no arrival: '${first.text}'` });
    else if (second) out.push({ chapter: i, detail: `two scenery lines on arrival: '${second.text}'` });
    else if (sentencesOf(first.text).length > 1 || countWords(first.text) > ARRIVAL_LOOK + 2) out.push({ chapter: i, detail: `a long look around on arrival: '${first.text}'` });
  });
  return out;
}

/** The told parts that take the cast from one place to another. */
const GOING = new Set(['set-off', 'journey', 'move-on', 'homecoming', 'night-camp']);

/** A chapter at another place than the chapter before, where no part tells them going there. */
export function placeWithoutJourney(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const placeOf = (i: number): string | undefined => plan.places.find((p) => p.role === plan.chapters[i]?.place)?.id;
  const out: ContinuityFinding[] = [];
  plan.chapters.forEach((_c, i) => {
    if (i === 0 || placeOf(i) === placeOf(i - 1)) return;
    // A journey's resolution is its arrival ('one more bend, and there it was': plan/plots.yaml 'arrives').
    const arrives = PLOT_TABLE.plots[plan.plot].arrives === true;
    const goes = (j: number): boolean => book.chapters[j]?.parts.some((p) => GOING.has(p.kind) || (arrives && p.kind === 'resolution')) ?? false;
    // Set off at the end of the chapter before ('and off they went'): this chapter is where they arrive.
    const setOffBefore = book.chapters[i - 1]?.parts.at(-1)?.kind === 'set-off' || plan.chapters[i - 1]?.events.at(-1)?.kind === 'set-off';
    if (!goes(i) && !setOffBefore) out.push({ chapter: i, detail: `${placeOf(i - 1)} -> ${placeOf(i)} with no word of going there` });
  });
  return out;
}
