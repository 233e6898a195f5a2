import type { IllustrationProps } from './types';

/** An empty shelf with one open book and a pencil: the invitation to write a first story. */
export function Bookshelf({ className, title }: IllustrationProps) {
  return (
    <svg viewBox="0 0 240 160" className={className} role={title ? 'img' : undefined} aria-label={title} aria-hidden={title ? undefined : true}>
      <circle cx="120" cy="80" r="72" fill="#fdeee8" />
      <rect x="30" y="112" width="180" height="10" rx="5" fill="#c79a6b" />
      <rect x="44" y="122" width="8" height="22" rx="3" fill="#b5875a" />
      <rect x="188" y="122" width="8" height="22" rx="3" fill="#b5875a" />
      <rect x="52" y="66" width="14" height="46" rx="3" fill="#2f7f7a" />
      <rect x="68" y="74" width="12" height="38" rx="3" fill="#f2b84b" />
      <rect x="82" y="70" width="10" height="42" rx="3" transform="rotate(12 87 91)" fill="#8f7ab8" />
      <path d="M120 110q-20-12-42-6V78q22-6 42 6zM120 110q20-12 42-6V78q-22-6-42 6z" fill="#fffdf9" stroke="#eadcc6" strokeWidth="2" />
      <path d="M120 84v26" stroke="#eadcc6" strokeWidth="2" />
      <path d="M86 88q12-2 26 2M86 96q12-2 26 2M128 90q14-4 26-2M128 98q14-4 26-2" stroke="#e8765a" strokeWidth="2" strokeLinecap="round" opacity="0.5" />
      <g transform="rotate(-35 186 70)">
        <rect x="170" y="64" width="46" height="10" rx="3" fill="#e8765a" />
        <path d="m170 64-10 5 10 5z" fill="#f7d48a" />
        <rect x="210" y="64" width="6" height="10" rx="2" fill="#f3b5a8" />
      </g>
      <path d="m150 38 3 7 7 3-7 3-3 7-3-7-7-3 7-3z" fill="#f2b84b" />
      <path d="m96 30 2 4 4 2-4 2-2 4-2-4-4-2 4-2z" fill="#2f7f7a" />
    </svg>
  );
}
