import { useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface BookPageProps {
  /** Read by screen readers as the region's name, e.g. 'Page 3 of 8: Chapter 1'. */
  label: string;
  hard?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * One leaf of the flip book. page-flip sets the outer element's classes and style itself, so React
 * gives it a fixed class name and puts everything that changes (theme, text) on the inner block.
 */
export function BookPage({ label, hard = false, className, children }: BookPageProps) {
  return (
    <section className="reader-page" data-density={hard ? 'hard' : 'soft'} aria-label={label}>
      <div
        className={cn(
          'flex h-full w-full flex-col overflow-hidden border border-black/5 bg-[var(--page)] text-[var(--ink)]',
          className,
        )}
      >
        {children}
      </div>
    </section>
  );
}

/** A story picture; SPEC §8: a broken image is hidden. */
export function StoryImage({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return null;
  return <img src={src} alt={alt} draggable={false} onError={() => setBroken(true)} className={className} />;
}

/** Buttons inside a page: page-flip lets clicks on a button through only when the button itself is hit. */
export const PAGE_BUTTON =
  'relative [&_*]:pointer-events-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]';

/** The page's text block: it scrolls when the text is long, and is focusable so the keyboard can scroll it. */
export const SCROLL_TEXT =
  'min-h-0 flex-1 overflow-y-auto rounded-md pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]';
