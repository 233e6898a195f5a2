import { useId } from 'react';
import type { IllustrationProps } from './types';

// Flowers: x, stem height, petal colour, size.
const FLOWERS = [
  [40, 70, '#e8765a', 11], [86, 48, '#f2b84b', 9], [300, 80, '#8f7ab8', 12], [340, 52, '#ee8a6d', 9],
  [372, 66, '#f2b84b', 10], [130, 36, '#8f7ab8', 8], [262, 42, '#e8765a', 8],
] as const;

/** A curious mouse whose kind words make flowers bloom, on a sunny morning. */
export function KindGarden({ className, title }: IllustrationProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 400 300" className={className} role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true}>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#bfe3dc" />
          <stop offset="1" stopColor="#fdf3e2" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${id}-sky)`} />
      <g stroke="#f2b84b" strokeWidth="4" strokeLinecap="round">
        <path d="M62 16v-10M62 98v10M20 57H8M116 57h-12M32 27l-7-7M92 87l7 7M92 27l7-7M32 87l-7 7" />
      </g>
      <circle cx="62" cy="57" r="28" fill="#f7d48a" />
      <path d="M250 50q10-14 26-6 14-10 26 4 16 2 12 16h-70q-6-12 6-14z" fill="#fffdf9" opacity="0.9" />
      <path d="M0 214q110-40 220-8t180-6v100H0z" fill="#a7d39a" />
      <path d="M0 252q130-24 250 0t150-6v54H0z" fill="#86bf80" />
      {FLOWERS.map(([x, h, color, r]) => {
        const base = 250;
        const top = base - h;
        return (
          <g key={`${x}-${color}`}>
            <path d={`M${x} ${base}q-4 -${h / 2} 0 -${h}`} stroke="#4f8f5a" strokeWidth="3" fill="none" />
            <ellipse cx={x - 7} cy={base - h / 2} rx="7" ry="3.5" fill="#5fa36a" transform={`rotate(-30 ${x - 7} ${base - h / 2})`} />
            {[0, 72, 144, 216, 288].map((angle) => (
              <circle
                key={angle}
                cx={x + Math.cos((angle * Math.PI) / 180) * r * 0.9}
                cy={top + Math.sin((angle * Math.PI) / 180) * r * 0.9}
                r={r * 0.62}
                fill={color}
              />
            ))}
            <circle cx={x} cy={top} r={r * 0.45} fill="#fdf0c8" />
          </g>
        );
      })}
      {/* the mouse */}
      <g transform="translate(190 218)">
        <path d="M-30 10q-34 4-40-18" stroke="#b3a397" strokeWidth="4" strokeLinecap="round" fill="none" />
        <ellipse cx="0" cy="6" rx="32" ry="22" fill="#c4b6aa" />
        <ellipse cx="4" cy="14" rx="18" ry="11" fill="#e6dcd2" />
        <circle cx="14" cy="-36" r="14" fill="#c4b6aa" />
        <circle cx="14" cy="-36" r="8" fill="#f3b5a8" />
        <circle cx="46" cy="-34" r="14" fill="#c4b6aa" />
        <circle cx="46" cy="-34" r="8" fill="#f3b5a8" />
        <ellipse cx="32" cy="-14" rx="20" ry="17" fill="#c4b6aa" />
        <path d="M44-12q12 4 8 10-10 2-16-2z" fill="#c4b6aa" />
        <circle cx="53" cy="-5" r="3.5" fill="#e07a8a" />
        <circle cx="36" cy="-18" r="3" fill="#2b2540" />
        <circle cx="37" cy="-19" r="1" fill="#fff" />
        <circle cx="28" cy="-8" r="4" fill="#ee8a6d" opacity="0.45" />
        <path d="M50 0h14M50 -4l14-4M50 3l13 5" stroke="#8c7d72" strokeWidth="1.2" />
        <ellipse cx="-14" cy="26" rx="8" ry="4" fill="#b3a397" />
        <ellipse cx="16" cy="27" rx="8" ry="4" fill="#b3a397" />
      </g>
      {/* a kind word, and the flower it makes */}
      <g transform="translate(236 120)">
        <path d="M0 0h64a14 14 0 0 1 14 14v14a14 14 0 0 1-14 14H24l-14 12 2-12H0a14 14 0 0 1-14-14V14A14 14 0 0 1 0 0z" fill="#fffdf9" stroke="#eadcc6" strokeWidth="2" />
        <path d="M32 31c-10-7-14-11-14-16a6 6 0 0 1 11-3l3 3 3-3a6 6 0 0 1 11 3c0 5-4 9-14 16z" fill="#e8765a" />
      </g>
      <path d="m150 140 2 5 5 2-5 2-2 5-2-5-5-2 5-2z" fill="#f2b84b" />
      <path d="m330 130 2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#f2b84b" />
    </svg>
  );
}
