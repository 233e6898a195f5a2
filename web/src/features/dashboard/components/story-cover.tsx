import { BookOpen } from 'lucide-react';
import { useState } from 'react';

// A calm coloured cover when a story has no picture yet, or when its picture fails to load
// (SPEC §8: broken images are hidden).
const TONES = ['from-coral-100 to-[#fdf3dc]', 'from-teal-100 to-teal-50', 'from-[#e6def5] to-[#fdf3dc]'] as const;

export function StoryCover({ src, alt, seed }: { src: string | null; alt: string; seed: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) {
    return <img src={src} alt={alt} loading="lazy" onError={() => setBroken(true)} className="h-full w-full object-cover object-[50%_70%]" />;
  }
  const tone = TONES[seed.length % TONES.length] ?? TONES[0];
  return (
    <div className={`flex h-full w-full items-center justify-center bg-gradient-to-br ${tone}`}>
      <BookOpen className="h-8 w-8 text-ink-soft" aria-hidden />
    </div>
  );
}
