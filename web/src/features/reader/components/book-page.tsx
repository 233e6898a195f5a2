import { useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

interface BookPageProps {
  /** Read by screen readers as the region's name, e.g. 'Page 3 of 8: Chapter 1'. */
  label: string;
  hard?: boolean;
  className?: string;
  children: ReactNode;
}

/** A page's paper: its look, whatever it holds. */
export const PAGE_FACE = 'flex h-full w-full flex-col overflow-hidden border border-black/5 bg-[var(--page)] text-[var(--ink)]';

/**
 * One leaf of the flip book. page-flip sets the outer element's classes and style itself, so React
 * gives it a fixed class name and puts everything that changes (theme, text) on the inner block.
 */
export function BookPage({ label, hard = false, className, children }: BookPageProps) {
  return (
    <section className="reader-page" data-density={hard ? 'hard' : 'soft'} aria-label={label}>
      <div className={cn(PAGE_FACE, className)}>
        {children}
      </div>
    </section>
  );
}

/** A story picture; SPEC §8: a broken image is hidden. */
export function StoryImage({ src, alt, className, priority = false }: { src: string | null; alt: string; className?: string; priority?: boolean }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return null;
  return <img src={src} alt={alt} draggable={false} onError={() => setBroken(true)} fetchPriority={priority ? 'high' : undefined} className={className} />;
}

/** Buttons inside a page: page-flip lets clicks on a button through only when the button itself is hit. */
export const PAGE_BUTTON =
  'relative [&_*]:pointer-events-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]';

const SCROLL_TEXT =
  'min-h-0 flex-1 overflow-y-auto rounded-md pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]';

/** Text below the fold fades out, so a reader sees at once that the page goes on. */
const MORE_BELOW = '[mask-image:linear-gradient(to_bottom,#000_calc(100%-2.5rem),transparent)]';

/**
 * The page's text block: it scrolls when the text is long (a long chapter on a 500 px page), and is
 * focusable so the keyboard can scroll it.
 */
export function ScrollText({ fontSize, children }: { fontSize: number; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [moreBelow, setMoreBelow] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => setMoreBelow(el.scrollHeight - el.scrollTop - el.clientHeight > 4);
    update();
    el.addEventListener('scroll', update, { passive: true });
    // The box and the text both change size: zoom, font size, a picture that loads.
    const observer = new ResizeObserver(update);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => {
      el.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={ref} className={cn(SCROLL_TEXT, moreBelow && MORE_BELOW)} style={{ fontSize }} tabIndex={0} data-more-below={moreBelow || undefined}>
      {children}
    </div>
  );
}
