// Turns and jumps asked for before the flip book is built (it opens in steps, a chapter per task,
// docs/decisions/018) wait, and the built book plays them as it would have, spread by spread. Counted
// in reader pages instead, two turns on a two-page spread landed on 'Chapter 1' while showing the
// About spread, and the next turn back reached the cover.
import { firstLeafOf, isLaidOut, spreadOf, type Leaf } from './book-leaves';

/** A turn of the page either way, or a jump to a reader page (Home, End, a chapter, mark complete). */
export type EarlyTurn = 'next' | 'previous' | { page: number };

/** page-flip's turn from a leaf: the next or previous spread on a wide screen, else the next leaf. */
function turnFrom(leaf: number, forward: boolean, landscape: boolean, last: number): number {
  if (!landscape) return Math.min(last, Math.max(0, leaf + (forward ? 1 : -1)));
  const spread = spreadOf(leaf, true);
  // The cover stands alone: the spread after it starts at leaf 1, the one before leaf 1 is the cover.
  if (forward) return Math.min(last, spread === 0 ? 1 : spread + 2);
  return spread <= 1 ? 0 : spread - 2;
}

/** The leaf the built book shows once `turns` are played from leaf `from`. */
export function leafAfterTurns(leaves: Leaf[], from: number, turns: readonly EarlyTurn[], landscape: boolean): number {
  const last = leaves.length - 1;
  return turns.reduce<number>(
    (leaf, turn) => (typeof turn === 'object' ? firstLeafOf(leaves, turn.page) : turnFrom(leaf, turn === 'next', landscape, last)),
    from,
  );
}

/**
 * Whether the turns must wait for a later book: one goes to a page not laid out yet (a book opens once
 * its first chapter is, issue 16), which this book would show as its cover.
 */
export function awaitsLayout(leaves: Leaf[], turns: readonly EarlyTurn[], chapterCount: number): boolean {
  return turns.some((turn) => typeof turn === 'object' && !isLaidOut(leaves, turn.page, chapterCount));
}
