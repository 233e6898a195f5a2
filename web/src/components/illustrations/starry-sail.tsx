import { useId } from 'react';
import type { IllustrationProps } from './types';

const STARS = [[30, 40], [80, 90], [130, 30], [180, 70], [240, 40], [60, 150], [350, 120], [20, 110], [220, 110]] as const;

/** A girl in a paper boat reaching for a wishing star over a sea that mirrors the sky. */
export function StarrySail({ className, title }: IllustrationProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 400 300" className={className} role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true}>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#1f2a5a" />
          <stop offset="1" stopColor="#46609e" />
        </linearGradient>
        <linearGradient id={`${id}-sea`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2f5f8e" />
          <stop offset="1" stopColor="#22406a" />
        </linearGradient>
        <radialGradient id={`${id}-glow`}>
          <stop offset="0" stopColor="#fde9a8" stopOpacity="0.85" />
          <stop offset="1" stopColor="#fde9a8" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${id}-sky)`} />
      {STARS.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="2.2" fill="#fff6d8" />
      ))}
      <circle cx="318" cy="62" r="52" fill={`url(#${id}-glow)`} />
      <path d="m318 30 9 20 22 3-16 15 4 22-19-11-19 11 4-22-16-15 22-3z" fill="#f7d48a" stroke="#f2b84b" strokeWidth="3" strokeLinejoin="round" />
      <path d="M0 200h400v100H0z" fill={`url(#${id}-sea)`} />
      <path d="M20 226q20-8 40 0t40 0M250 248q20-8 40 0t40 0M120 276q20-8 40 0t40 0M300 216q14-6 28 0" stroke="#7fa6cf" strokeWidth="3" strokeLinecap="round" fill="none" />
      <path d="m318 232 4 8 8 4-8 4-4 8-4-8-8-4 8-4z" fill="#f7d48a" opacity="0.55" />
      <circle cx="60" cy="262" r="2" fill="#fff6d8" opacity="0.6" />
      <circle cx="200" cy="290" r="2" fill="#fff6d8" opacity="0.6" />
      {/* paper boat */}
      <g transform="translate(120 120)">
        <path d="M80 8v82h60z" fill="#fffdf9" />
        <path d="M80 8v82l-22 0z" fill="#f3e6d2" />
        <path d="M0 90h170l-24 34H24z" fill="#fffdf9" />
        <path d="M0 90l24 34h30l-16-34zM170 90l-24 34h-30l16-34z" fill="#efe0c8" />
        <path d="M85 90v34" stroke="#e4d2b6" strokeWidth="2" />
        {/* Maya */}
        <path d="M28 90q4-30 18-30t18 30z" fill="#e8765a" />
        <circle cx="46" cy="48" r="13" fill="#f1c7a5" />
        <path d="M33 46q2-18 18-15 12 3 9 15-8-8-27 0z" fill="#4a2f22" />
        <circle cx="58" cy="36" r="5" fill="#4a2f22" />
        <circle cx="50" cy="48" r="1.8" fill="#2b2540" />
        <path d="M47 55q3 2 6 0" stroke="#2b2540" strokeWidth="1.6" strokeLinecap="round" fill="none" />
        <circle cx="43" cy="53" r="3" fill="#ee8a6d" opacity="0.55" />
        <path d="M56 70q14-14 26-40" stroke="#f1c7a5" strokeWidth="6" strokeLinecap="round" fill="none" />
      </g>
    </svg>
  );
}
