// The leaves of the flip book (issue 14): a chapter is a picture page and then as many text pages as
// its words need at the page size and font size in use, as the PDF lays it out. Leaves are what the
// reader turns; reader pages (cover, about, one per chapter, end) are what progress, narration and the
// server count, so the arithmetic of SPEC §9 does not depend on the screen.

export type Leaf =
  | { kind: 'cover'; page: number }
  | { kind: 'about'; page: number }
  | { kind: 'picture'; page: number; chapter: number }
  | { kind: 'text'; page: number; chapter: number; from: number; to: number; part: number; parts: number }
  | { kind: 'end'; page: number };

/**
 * The book from the word ranges of each chapter's text pages: `splits[i]` lists the first word of each
 * text page of chapter i + 1 and `wordCounts[i]` its number of words.
 */
export function buildLeaves(splits: number[][], wordCounts: number[]): Leaf[] {
  const leaves: Leaf[] = [{ kind: 'cover', page: 0 }, { kind: 'about', page: 1 }];
  splits.forEach((starts, index) => {
    const page = index + 2;
    const chapter = index + 1;
    leaves.push({ kind: 'picture', page, chapter });
    const words = wordCounts[index] ?? 0;
    const parts = starts.length > 0 ? starts : [0];
    parts.forEach((from, part) => {
      const to = part + 1 < parts.length ? parts[part + 1]! : words;
      leaves.push({ kind: 'text', page, chapter, from, to, part: part + 1, parts: parts.length });
    });
  });
  leaves.push({ kind: 'end', page: splits.length + 2 });
  return leaves;
}

/** The first leaf of a reader page. */
export function firstLeafOf(leaves: Leaf[], page: number): number {
  const index = leaves.findIndex((leaf) => leaf.page === page);
  return index < 0 ? 0 : index;
}

/**
 * The end leaf stands for the chapters still to come: the writer's (a book still being written) or the
 * layout's (a book opens once its first chapter is laid out, issue 16).
 */
export function awaitsChapters(leaf: Leaf, chapterCount: number, arriving: boolean): boolean {
  return leaf.kind === 'end' && (arriving || leaf.page - 2 < chapterCount);
}

/**
 * Whether every chapter written so far is in the leaves: a book opens once its first chapter is laid out,
 * and the rest follow a moment later (issue 16). The book is busy (aria-busy) until then.
 */
export function allLaidOut(leaves: Leaf[] | null, chapterCount: number): boolean {
  const last = leaves?.at(-1);
  return last !== undefined && !awaitsChapters(last, chapterCount, false);
}

/** Whether a reader page is in the leaves, not only awaited by their last one (a book opening, issue 16). */
export function isLaidOut(leaves: Leaf[], page: number, chapterCount: number): boolean {
  return leaves.some((leaf) => leaf.page === page && !awaitsChapters(leaf, chapterCount, false));
}

/**
 * The leaf a reader is reading when page-flip shows leaf `index`. On a two-page spread, a chapter's
 * picture faces its first words: those are being read. A last spread of text facing the page that says
 * the next chapter is on its way (page-flip names it by that last page) is the text: counted as the
 * waiting page, the reader would be carried into the next chapter as soon as it arrived.
 */
export function readingLeaf(leaves: Leaf[], index: number, landscape: boolean, chapterCount: number, arriving: boolean): Leaf | undefined {
  const shown = leaves[index];
  if (!landscape || !shown) return shown;
  const left = leaves[spreadOf(index, true)];
  if (awaitsChapters(shown, chapterCount, arriving) && left) return left;
  const facing = index % 2 === 1 ? leaves[index + 1] : undefined;
  return shown.kind === 'picture' && facing?.kind === 'text' && facing.page === shown.page ? facing : shown;
}

/** Where a reader is in the text: a reader page and, on a text page, its first word. */
export interface ReadingAnchor {
  page: number;
  word: number;
}

export function anchorOf(leaf: Leaf | undefined): ReadingAnchor {
  if (!leaf) return { page: 0, word: -1 };
  return { page: leaf.page, word: leaf.kind === 'text' ? leaf.from : -1 };
}

/** The leaf that shows an anchor after the book was laid out again (another width, font size or zoom). */
export function leafOfAnchor(leaves: Leaf[], anchor: ReadingAnchor): number {
  if (anchor.word >= 0) {
    const index = leaves.findIndex((leaf) => leaf.kind === 'text' && leaf.page === anchor.page && anchor.word >= leaf.from && anchor.word < leaf.to);
    if (index >= 0) return index;
  }
  return firstLeafOf(leaves, anchor.page);
}

/** The leaf that shows a word of a reader page's text. */
export function leafOfWord(leaves: Leaf[], page: number, word: number): number {
  return leafOfAnchor(leaves, { page, word });
}

/**
 * page-flip names a two-page spread by its left leaf (the cover stands alone on the right). Two leaves
 * are on screen together when they share a spread.
 */
export function spreadOf(leaf: number, landscape: boolean): number {
  if (!landscape || leaf <= 0) return leaf;
  return leaf % 2 === 1 ? leaf : leaf - 1;
}

/** A word's line on the measured text column, in px from the column's top. */
export interface WordLine {
  top: number;
  bottom: number;
}

/** A page may end this much short of full to end on a sentence rather than in the middle of one. */
export const SENTENCE_ROOM = 1 / 3;

const SENTENCE_END = /[.!?…]["'»”’)\]]*$/u;
const CLOSING_ONLY = /^["'»”’)\]]+$/u;

/**
 * Which words end a sentence, so a page can end there (issue 14: a parent reading aloud turned the
 * page in the middle of 'C'est Cramoisi qui s'en aperçut le / premier.'). French sets '?' and '»'
 * apart with a non-breaking space: the sentence ends after the closing quote, not before it.
 */
export function sentenceEnds(words: string[]): boolean[] {
  const ends: boolean[] = [];
  words.forEach((word, index) => {
    ends.push(SENTENCE_END.test(word) || (CLOSING_ONLY.test(word) && index > 0 && ends[index - 1] === true));
  });
  return ends.map((end, index) => end && !CLOSING_ONLY.test(words[index + 1] ?? ''));
}

/**
 * Cuts a chapter's words into pages of `capacity` px: a page starts at the top of a line and takes
 * every following line whose bottom still fits. When `ends` is given, a full page ends after the last
 * sentence that ends in its last third instead, and the next page starts with the following word (the
 * rest of that line re-flows from the new page's first line, so it never needs more lines than were
 * measured). A line taller than a page gets a page of its own. Returns the first word of each page.
 */
export function splitIntoPages(lines: WordLine[], capacity: number, ends?: boolean[]): number[] {
  if (lines.length === 0) return [0];
  const starts = [0];
  let pageStart = 0;
  let pageTop = lines[0]!.top;
  for (let word = 1; word < lines.length; word++) {
    const line = lines[word]!;
    if (line.bottom - pageTop > capacity && line.top > pageTop) {
      let cut = word;
      if (ends) {
        for (let last = word - 1; last >= pageStart && lines[last]!.bottom - pageTop >= capacity * (1 - SENTENCE_ROOM); last--) {
          if (ends[last]) {
            cut = last + 1;
            break;
          }
        }
      }
      starts.push(cut);
      pageStart = cut;
      pageTop = lines[cut]!.top;
      word = cut;
    }
  }
  return starts;
}
