// Story text of one page; while that page is narrated, the spoken word is highlighted (issue 5).
// Every word stays plain text in its paragraph, so screen readers read the page as before.
import { useEffect, useMemo, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useSpokenWord } from './hooks/use-spoken-word';
import { keepInView } from './lib/keep-in-view';
import { layoutText, mapNarratedWords, type TextPiece } from './lib/read-along-layout';
import { useOptionalNarration } from './narration-context';

export interface ReadAlongTextProps {
  /** Reader page index of this text. */
  page: number;
  /** Plain text, paragraphs separated by a blank line. */
  text: string;
  /** Only these words (a text page of a chapter that spans several book pages); indices stay the chapter's. */
  range?: { from: number; to: number };
  /** Called when the word being spoken is one of this text's shown words (the book turns to it). */
  onSpokenWord?: () => void;
  className?: string;
}

/** Class of the word being spoken (tests and themes may rely on it). */
export const SPOKEN_WORD_CLASS = 'read-along-word-active';

// A background and a ring drawn by box-shadow: neither moves a single letter when the word changes.
const spokenWordStyle = cn(
  SPOKEN_WORD_CLASS,
  'rounded-[0.25em] bg-amber-300 text-ink shadow-[0_0_0_0.12em_var(--color-amber-300)]',
  'decoration-coral-600 underline decoration-2 underline-offset-[0.2em]',
);

export function ReadAlongText({ page, text, range, onSpokenWord, className }: ReadAlongTextProps) {
  const narration = useOptionalNarration();
  const layout = useMemo(() => layoutText(text), [text]);
  const following = narration !== null && narration.narratedPage === page && narration.narration?.page === page;
  const timings = following ? narration.narration!.words : null;
  const mapped = useMemo(
    () => (following && narration.narration ? mapNarratedWords(layout, narration.narration.words, narration.narration.contentOffset) : null),
    [following, layout, narration?.narration],
  );
  const spoken = useSpokenWord(narration?.audio ?? null, timings, following && narration.mode !== 'idle');
  const spokenWord = mapped && spoken >= 0 ? mapped[spoken] ?? null : null;
  const shown = (word: number) => !range || (word >= range.from && word < range.to);
  const activeWord = spokenWord !== null && shown(spokenWord) ? spokenWord : null;
  const activeRef = useRef<HTMLSpanElement | null>(null);
  const onSpokenWordRef = useRef(onSpokenWord);
  onSpokenWordRef.current = onSpokenWord;
  // Only a voice that is speaking turns the book: when a page's audio ends and is reset, its first word
  // lights up again for a moment, and following it would turn the book back from The End.
  const speakingRef = useRef(false);
  speakingRef.current = following && narration.mode === 'playing';
  useEffect(() => {
    if (activeWord === null) return;
    if (speakingRef.current) onSpokenWordRef.current?.();
    if (activeRef.current) keepInView(activeRef.current);
  }, [activeWord]);
  const paragraphs = range ? slicePieces(layout.paragraphs, range) : layout.paragraphs;

  return (
    <div className={className}>
      {paragraphs.map((pieces, i) => (
        <p key={i}>
          {pieces.map((piece, j) =>
            piece.word === null ? (
              piece.text
            ) : (
              <span
                key={j}
                ref={piece.word === activeWord ? activeRef : undefined}
                className={cn(
                  'transition-[background-color,box-shadow,color] duration-100 motion-reduce:transition-none',
                  piece.word === activeWord && spokenWordStyle,
                )}
              >
                {piece.text}
              </span>
            ),
          )}
        </p>
      ))}
    </div>
  );
}

/** The paragraphs (or parts of them) holding the words from..to-1, without spaces at either end. */
function slicePieces(paragraphs: TextPiece[][], range: { from: number; to: number }): TextPiece[][] {
  const sliced: TextPiece[][] = [];
  for (const pieces of paragraphs) {
    const kept = pieces.filter((piece, i) => {
      if (piece.word !== null) return piece.word >= range.from && piece.word < range.to;
      const before = pieces[i - 1]?.word;
      const after = pieces[i + 1]?.word;
      return before != null && after != null && before >= range.from && after < range.to;
    });
    if (kept.some((piece) => piece.word !== null)) sliced.push(kept);
  }
  return sliced;
}
