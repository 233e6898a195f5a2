// Editors' first complaints about helpers (issue 10): the helper, not the child, solves the problem ('Ember knew these
// hills. “There's a shelter under the overhang, this way,” Ember called.'). The turning point is the child's: its own
// telling opens with the child (or what the child does), and the helper at most cheers, holds or points the way after
// the child's choice. A turning point that opens with the helper doing or saying the answer is 'helper-solves'.
import type { StoryPlan } from '../storyteller/plan/types.ts';
import type { Book } from '../storyteller/compose/write-book.ts';
import type { ContinuityFinding } from './continuity-checks.ts';
import { sentencesOf } from './text-measures.ts';

/** The turning point's first sentence, when it opens with the helper's name (after a quotation mark, too). */
export function helperSolves(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const name = plan.cast.find((c) => c.role === 'helper')?.name;
  if (!name) return [];
  return book.chapters.flatMap((c, chapter) => c.parts.filter((p) => p.kind === 'turning-point').flatMap((p) => {
    const first = sentencesOf(p.text)[0] ?? '';
    return first.replace(/^[“«"]\s?/, '').startsWith(`${name} `) ? [{ chapter, detail: `the turning point opens with ${name}: ${first}` }] : [];
  }));
}
