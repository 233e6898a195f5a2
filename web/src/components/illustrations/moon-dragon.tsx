import { useId } from 'react';
import type { IllustrationProps } from './types';

/** A friendly dragon lighting the way home for a little fox, under a big moon. */
export function MoonDragon({ className, title }: IllustrationProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 400 300" className={className} role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true}>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2c2f5f" />
          <stop offset="1" stopColor="#6a5a9a" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#fde9a8" stopOpacity="0.9" />
          <stop offset="1" stopColor="#fde9a8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${id}-sky)`} />
      <circle cx="310" cy="78" r="70" fill={`url(#${id}-glow)`} />
      <circle cx="310" cy="78" r="40" fill="#fbe7a8" />
      <circle cx="296" cy="70" r="7" fill="#f1d48a" />
      <circle cx="322" cy="92" r="5" fill="#f1d48a" />
      {[[40, 40], [90, 70], [150, 30], [200, 60], [60, 120], [360, 150], [250, 25], [20, 90]].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="#fff6d8" />
      ))}
      <path d="m120 95 3 6 6 3-6 3-3 6-3-6-6-3 6-3z" fill="#fde9a8" />
      <path d="M0 222q100-42 200-6t200-12v96H0z" fill="#3f7479" />
      <path d="M0 258q120-34 236 0t164-6v48H0z" fill="#2c5a5e" />
      {/* little fox with a lantern */}
      <g transform="translate(78 226)">
        <ellipse cx="0" cy="10" rx="16" ry="10" fill="#e8765a" />
        <path d="M-14 12q-22 2-22-14 10 6 20 2z" fill="#e8765a" />
        <path d="M-34 -2q2 6 8 6" stroke="#fff3e3" strokeWidth="4" strokeLinecap="round" fill="none" />
        <circle cx="14" cy="0" r="10" fill="#ee8a6d" />
        <path d="m7-7 2-10 6 7zM15-8l6-8 2 10z" fill="#e8765a" />
        <circle cx="18" cy="-1" r="1.8" fill="#2b2540" />
        <ellipse cx="22" cy="4" rx="4" ry="3" fill="#fff3e3" />
        <path d="M24 10v10" stroke="#6b4a35" strokeWidth="2" />
        <circle cx="24" cy="24" r="12" fill="#fde9a8" opacity="0.35" />
        <rect x="19" y="19" width="10" height="11" rx="3" fill="#f2b84b" />
      </g>
      {/* the dragon */}
      <g transform="translate(222 140)">
        <path d="M-40 8q-40 10-60 40 18-6 26 0-4-22 34-26z" fill="#4fa593" />
        <path d="m-98 40 14-2-6 14z" fill="#f2b84b" />
        <ellipse cx="0" cy="0" rx="50" ry="28" fill="#5fb3a1" />
        <ellipse cx="6" cy="10" rx="34" ry="14" fill="#f7d48a" />
        <path d="M-16-18q4-58 52-48-12 16-10 44z" fill="#8fd0c0" />
        <path d="M-16-18q4-58 52-48" stroke="#4fa593" strokeWidth="3" fill="none" />
        <ellipse cx="-22" cy="24" rx="9" ry="6" fill="#4fa593" />
        <ellipse cx="26" cy="24" rx="9" ry="6" fill="#4fa593" />
        <circle cx="56" cy="-22" r="24" fill="#5fb3a1" />
        <ellipse cx="74" cy="-14" rx="16" ry="11" fill="#6fc0ad" />
        <path d="m44-42-4-14 12 8zM62-44l4-14 6 14z" fill="#f2b84b" />
        <circle cx="58" cy="-27" r="6" fill="#fff" />
        <circle cx="60" cy="-26" r="3.2" fill="#2b2540" />
        <circle cx="61" cy="-27.5" r="1" fill="#fff" />
        <ellipse cx="50" cy="-14" rx="5" ry="3" fill="#ee8a6d" opacity="0.7" />
        <path d="M72-8q6 5 12 0" stroke="#2b2540" strokeWidth="2.2" strokeLinecap="round" fill="none" />
        <circle cx="84" cy="-17" r="1.6" fill="#2b5f55" />
        <path d="m-30-24 6-10 6 8M-8-28l6-10 6 9" stroke="#f2b84b" strokeWidth="4" strokeLinejoin="round" fill="none" />
      </g>
      <path d="M318 122q10 10 6 26" stroke="#fde9a8" strokeWidth="2" strokeDasharray="2 6" strokeLinecap="round" fill="none" />
    </svg>
  );
}
