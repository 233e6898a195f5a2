import { useId } from 'react';
import type { IllustrationProps } from './types';

// Book spines on the upper shelf: colour, x, width.
const BOOKS = [
  ['#e8765a', 96, 8], ['#2f7f7a', 106, 6], ['#f2b84b', 114, 7], ['#8f7ab8', 123, 9], ['#ee8a6d', 134, 6],
] as const;

/** A wise owl with round glasses, reading beside a library in a hollow oak at golden hour. */
export function OwlLibrary({ className, title }: IllustrationProps) {
  const id = useId();
  return (
    <svg viewBox="0 0 400 300" className={className} role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true}>
      <defs>
        <linearGradient id={`${id}-sky`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fbe0b4" />
          <stop offset="1" stopColor="#f4b48a" />
        </linearGradient>
      </defs>
      <rect width="400" height="300" fill={`url(#${id}-sky)`} />
      <circle cx="330" cy="190" r="36" fill="#fdf0c8" opacity="0.9" />
      <path d="M0 226q90-30 190-4t210-10v88H0z" fill="#9cc58e" />
      <path d="M0 262q140-26 260 0t140-4v42H0z" fill="#78ad74" />
      {/* the oak */}
      <path d="M70 300q14-70 8-150h94q-8 80 10 150z" fill="#8a5a3c" />
      <path d="M96 290q6-60 2-120M150 290q-4-50 2-110" stroke="#74492f" strokeWidth="4" fill="none" strokeLinecap="round" />
      <g fill="#5f9e6e">
        <circle cx="80" cy="110" r="48" />
        <circle cx="130" cy="80" r="56" />
        <circle cx="186" cy="112" r="44" />
        <circle cx="40" cy="140" r="30" />
      </g>
      <g fill="#74b282">
        <circle cx="112" cy="70" r="26" />
        <circle cx="176" cy="98" r="18" />
      </g>
      <ellipse cx="125" cy="200" rx="36" ry="42" fill="#4a2f22" />
      <path d="M92 190h66M92 218h66" stroke="#6b4530" strokeWidth="3" />
      {BOOKS.map(([color, x, width], index) => (
        <rect key={color} x={x} y={index % 2 ? 168 : 172} width={width} height={index % 2 ? 22 : 18} rx="1.5" fill={color} />
      ))}
      <rect x="104" y="198" width="8" height="20" rx="1.5" fill="#f2b84b" />
      <rect x="114" y="201" width="7" height="17" rx="1.5" fill="#2f7f7a" />
      <rect x="123" y="196" width="9" height="22" rx="1.5" fill="#e8765a" />
      <rect x="134" y="204" width="16" height="6" rx="1.5" fill="#8f7ab8" />
      {/* branch and owl */}
      <path d="M172 178q70-4 150 6" stroke="#8a5a3c" strokeWidth="10" strokeLinecap="round" fill="none" />
      <g transform="translate(268 130)">
        <ellipse cx="0" cy="8" rx="36" ry="44" fill="#a07a5c" />
        <ellipse cx="0" cy="18" rx="24" ry="30" fill="#ecd7b8" />
        <path d="M-10 10q10 6 20 0M-12 22q12 6 24 0M-10 34q10 6 20 0" stroke="#c9ad88" strokeWidth="2" fill="none" />
        <path d="m-30-28-6-16 16 8zM30-28l6-16-16 8z" fill="#a07a5c" />
        <circle cx="-13" cy="-14" r="13" fill="#fff" />
        <circle cx="13" cy="-14" r="13" fill="#fff" />
        <circle cx="-13" cy="-14" r="6" fill="#2b2540" />
        <circle cx="13" cy="-14" r="6" fill="#2b2540" />
        <circle cx="-11" cy="-16" r="2" fill="#fff" />
        <circle cx="15" cy="-16" r="2" fill="#fff" />
        <circle cx="-13" cy="-14" r="15" stroke="#5b4436" strokeWidth="2.5" fill="none" />
        <circle cx="13" cy="-14" r="15" stroke="#5b4436" strokeWidth="2.5" fill="none" />
        <path d="m-5-4 5 9 5-9z" fill="#f2b84b" />
        <path d="M-34 40q34-14 68 0l-2 14q-32-10-64 0z" fill="#fffdf9" stroke="#d9c4a4" strokeWidth="1.5" />
        <path d="M0 34v18" stroke="#d9c4a4" strokeWidth="1.5" />
        <path d="M-24 44h16M-24 48h14M8 44h16M10 48h14" stroke="#c9b597" strokeWidth="1.2" />
        <path d="m-12 52-4 8M12 52l4 8" stroke="#f2b84b" strokeWidth="3" strokeLinecap="round" />
      </g>
      <path d="m352 58 3 6 6 3-6 3-3 6-3-6-6-3 6-3z" fill="#fffdf9" />
      <path d="m232 44 2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#fffdf9" />
    </svg>
  );
}
