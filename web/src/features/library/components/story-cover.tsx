import { BookOpen } from 'lucide-react';
import { useState } from 'react';

// A calm coloured cover when a story has no picture yet, or when its picture fails to load
// (SPEC §8: broken images are hidden).
const TONES = ['from-coral-100 to-[#fdf3dc]', 'from-teal-100 to-teal-50', 'from-[#e6def5] to-[#fdf3dc]'] as const;

function toneOf(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TONES[hash % TONES.length] ?? TONES[0];
}

/**
 * `eager`: a cover in sight as the page opens loads at once; it is the page's largest picture, and a lazy
 * image waits for the page's layout before it is even asked for (Lighthouse, issue 16), and before the
 * page's code at the priority the browser gives images. The rest stay lazy.
 */
export function StoryCover({ src, alt, seed, eager = false }: { src: string | null; alt: string; seed: string; eager?: boolean }) {
  const [broken, setBroken] = useState<string | null>(null);
  if (src && broken !== src) {
    return <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : undefined} onError={() => setBroken(src)} className="h-full w-full object-cover object-[50%_60%]" />;
  }
  return (
    <div className={`flex h-full w-full items-center justify-center bg-gradient-to-br ${toneOf(seed)}`}>
      <BookOpen className="h-10 w-10 text-ink-soft/70" aria-hidden />
    </div>
  );
}
