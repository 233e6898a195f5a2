import { useEffect } from 'react';

// SPEC §9: the success balloons float for 60 s.
export const BALLOONS_MS = 60_000;
const COLOURS = ['#e0643f', '#2a9d8f', '#f4b942', '#8e6cc4', '#e86a92', '#4d8fd6'];
const BALLOONS = Array.from({ length: 14 }, (_, i) => ({
  left: (i * 53) % 100,
  delay: (i % 7) * 1.3,
  duration: 9 + (i % 5) * 1.7,
  colour: COLOURS[i % COLOURS.length],
  size: 38 + (i % 4) * 10,
}));

/** Decorative balloons rising over the page; they never catch a click and end after BALLOONS_MS. */
export function Balloons({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, BALLOONS_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <div aria-hidden data-testid="balloons" className="pointer-events-none fixed inset-0 z-40 overflow-hidden motion-reduce:hidden">
      {/* Kept with the contact page's chunk rather than in the global stylesheet. */}
      <style>{'@keyframes balloon-rise{0%{transform:translateY(0) rotate(-4deg)}50%{transform:translateY(-60vh) rotate(4deg)}100%{transform:translateY(-130vh) rotate(-3deg)}}'}</style>
      {BALLOONS.map((b, i) => (
        <svg
          key={i}
          viewBox="0 0 40 60"
          width={b.size}
          height={b.size * 1.5}
          className="absolute bottom-[-120px]"
          style={{ left: `${b.left}%`, animation: `balloon-rise ${b.duration}s linear ${b.delay}s infinite` }}
        >
          <ellipse cx="20" cy="20" rx="16" ry="19" fill={b.colour} />
          <ellipse cx="14" cy="13" rx="4" ry="6" fill="white" opacity="0.35" />
          <path d="M20 39 l-3 4 h6 z" fill={b.colour} />
          <path d="M20 43 q-4 8 0 16" stroke="#8a7a66" strokeWidth="1" fill="none" />
        </svg>
      ))}
    </div>
  );
}
