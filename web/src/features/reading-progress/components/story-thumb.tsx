import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';

// A calm coloured cover when a story has no picture, or when its picture fails to load
// (SPEC §8: broken images are hidden).
const TONES = ['from-coral-100 to-[#fdf3dc]', 'from-teal-100 to-teal-50', 'from-[#e6def5] to-[#fdf3dc]'] as const;

export function StoryThumb({ src, alt, seed, className }: { src: string | null; alt: string; seed: string; className?: string }) {
  const [broken, setBroken] = useState(false);
  const frame = cn('shrink-0 overflow-hidden rounded-xl border border-line bg-paper-deep shadow-soft', className);
  if (src && !broken) {
    return (
      <div className={frame}>
        <img src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} className="h-full w-full object-cover" />
      </div>
    );
  }
  const tone = TONES[seed.charCodeAt(seed.length - 1) % TONES.length] ?? TONES[0];
  return (
    <div className={cn(frame, 'flex items-center justify-center bg-gradient-to-br', tone)}>
      <BookOpen className="h-6 w-6 text-ink-soft" aria-hidden />
    </div>
  );
}
