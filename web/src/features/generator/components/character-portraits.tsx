import type { Character } from '@storyloom/contracts/options';
import type { ReactNode } from 'react';

// Little portraits for the character cards, drawn with the same palette as the offline illustrator.
const EYES = (y: number, dx = 8, x = 32) => (
  <>
    <circle cx={x - dx} cy={y} r="2.6" fill="#2b2540" />
    <circle cx={x + dx} cy={y} r="2.6" fill="#2b2540" />
    <circle cx={x - dx + 0.9} cy={y - 0.9} r="0.8" fill="#fff" />
    <circle cx={x + dx + 0.9} cy={y - 0.9} r="0.8" fill="#fff" />
  </>
);
const SMILE = (y: number) => <path d={`M27 ${y}q5 4 10 0`} stroke="#2b2540" strokeWidth="2" fill="none" strokeLinecap="round" />;
const CHEEKS = (y: number) => (
  <>
    <circle cx="20" cy={y} r="3" fill="#ee8a6d" opacity="0.45" />
    <circle cx="44" cy={y} r="3" fill="#ee8a6d" opacity="0.45" />
  </>
);

const PORTRAITS: Record<Character, { bg: string; body: ReactNode }> = {
  'brave-knight': {
    bg: '#cde6e2',
    body: (
      <>
        <path d="M14 60q18-16 36 0z" fill="#c4502f" />
        <path d="M17 36q0-20 15-20t15 20v8H17z" fill="#aab4c3" />
        <rect x="21" y="29" width="22" height="15" rx="6" fill="#f6d2b8" />
        <path d="M32 16v-6q8 0 10 6" fill="#e8765a" />
        {EYES(35, 5.5)}
        <path d="M29 40q3 2.5 6 0" stroke="#2b2540" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  'clever-princess': {
    bg: '#fbd9cc',
    body: (
      <>
        <path d="M12 60q20-18 40 0z" fill="#8f7ab8" />
        <path d="M15 40q-2-24 17-24t17 24q-2 10-6 12H21q-4-2-6-12z" fill="#8a5a3c" />
        <circle cx="32" cy="36" r="13" fill="#f6d2b8" />
        <path d="m22 20 4-8 6 6 6-6 4 8z" fill="#f2b84b" />
        <circle cx="32" cy="14" r="1.8" fill="#e8765a" />
        {EYES(35, 5)}
        {CHEEKS(40)}
        <path d="M29 42q3 2.5 6 0" stroke="#2b2540" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  'friendly-dragon': {
    bg: '#f7d48a',
    body: (
      <>
        <path d="m22 16 4 8-8 2zM42 16l-4 8 8 2z" fill="#f2b84b" />
        <ellipse cx="32" cy="36" rx="19" ry="17" fill="#5fb3a1" />
        <ellipse cx="32" cy="44" rx="11" ry="7" fill="#8fd0c0" />
        <circle cx="28" cy="44" r="1.3" fill="#2f7f7a" />
        <circle cx="36" cy="44" r="1.3" fill="#2f7f7a" />
        {EYES(32, 8)}
        <path d="M30 17q2-5 4 0l-2 4z" fill="#e8765a" />
      </>
    ),
  },
  'wise-owl': {
    bg: '#e8f4f2',
    body: (
      <>
        <path d="M16 20l6 8M48 20l-6 8" stroke="#7b5a43" strokeWidth="5" strokeLinecap="round" />
        <ellipse cx="32" cy="38" rx="18" ry="19" fill="#9c7656" />
        <ellipse cx="32" cy="44" rx="10" ry="11" fill="#f3e3c8" />
        <circle cx="24" cy="33" r="7" fill="#fff8ea" />
        <circle cx="40" cy="33" r="7" fill="#fff8ea" />
        {EYES(33, 8)}
        <circle cx="24" cy="33" r="8" fill="none" stroke="#2b2540" strokeWidth="1.6" />
        <circle cx="40" cy="33" r="8" fill="none" stroke="#2b2540" strokeWidth="1.6" />
        <path d="M31 33h2" stroke="#2b2540" strokeWidth="1.6" />
        <path d="m30 39 2 4 2-4z" fill="#f2b84b" />
      </>
    ),
  },
  'playful-cat': {
    bg: '#fdeee8',
    body: (
      <>
        <path d="m15 30 2-16 11 9zM49 30l-2-16-11 9z" fill="#f2a65a" />
        <path d="m18 26 1-8 5 5zM46 26l-1-8-5 5z" fill="#fbd9cc" />
        <ellipse cx="32" cy="37" rx="18" ry="16" fill="#f2a65a" />
        <path d="M26 24q6 3 12 0" stroke="#d9853a" strokeWidth="2.5" fill="none" strokeLinecap="round" />
        {EYES(35, 7)}
        <path d="m30 40 2 2 2-2z" fill="#c4502f" />
        <path d="M32 42q-2 3-5 2M32 42q2 3 5 2" stroke="#2b2540" strokeWidth="1.4" fill="none" strokeLinecap="round" />
        <path d="M10 38h9M10 42h9M45 38h9M45 42h9" stroke="#7b5a43" strokeWidth="1.2" strokeLinecap="round" />
      </>
    ),
  },
  'curious-mouse': {
    bg: '#cde6e2',
    body: (
      <>
        <circle cx="17" cy="24" r="10" fill="#b8b2c4" />
        <circle cx="47" cy="24" r="10" fill="#b8b2c4" />
        <circle cx="17" cy="24" r="6" fill="#fbd9cc" />
        <circle cx="47" cy="24" r="6" fill="#fbd9cc" />
        <path d="M16 38q0-14 16-14t16 14q-4 14-16 18-12-4-16-18z" fill="#c9c3d4" />
        {EYES(36, 6)}
        <circle cx="32" cy="47" r="2.6" fill="#e8765a" />
        <path d="M24 46h-10M24 49h-9M40 46h10M40 49h9" stroke="#5b5470" strokeWidth="1.1" strokeLinecap="round" />
      </>
    ),
  },
  'magical-unicorn': {
    bg: '#ece6f6',
    body: (
      <>
        <path d="m32 4 4 16h-8z" fill="#f2b84b" />
        <path d="M30 9h4M29 14h6" stroke="#fff3e3" strokeWidth="1.2" />
        <path d="M18 22q-8 8-4 22 6-8 8-16zM16 30q-6 10 0 20" stroke="#8f7ab8" strokeWidth="5" fill="none" strokeLinecap="round" />
        <ellipse cx="34" cy="37" rx="16" ry="16" fill="#fffaf2" stroke="#eadcc6" strokeWidth="1.5" />
        <path d="m24 22-2-8 7 5z" fill="#fffaf2" />
        <path d="M18 26q6-8 14-6" stroke="#ee8a6d" strokeWidth="4" fill="none" strokeLinecap="round" />
        {EYES(35, 6, 34)}
        <circle cx="24" cy="41" r="3" fill="#ee8a6d" opacity="0.4" />
        <circle cx="44" cy="41" r="3" fill="#ee8a6d" opacity="0.4" />
        <path d="M31 44q3 2.5 6 0" stroke="#2b2540" strokeWidth="1.8" fill="none" strokeLinecap="round" />
      </>
    ),
  },
  'little-bear': {
    bg: '#f6ead8',
    body: (
      <>
        <circle cx="17" cy="21" r="8" fill="#a0704c" />
        <circle cx="47" cy="21" r="8" fill="#a0704c" />
        <circle cx="17" cy="21" r="4" fill="#d9a982" />
        <circle cx="47" cy="21" r="4" fill="#d9a982" />
        <circle cx="32" cy="36" r="19" fill="#a0704c" />
        <ellipse cx="32" cy="43" rx="9" ry="7" fill="#e3bf9c" />
        <ellipse cx="32" cy="40" rx="3.2" ry="2.4" fill="#2b2540" />
        {EYES(32, 8)}
        {SMILE(44)}
      </>
    ),
  },
};

/** A character's portrait, decorative: the card's text names it. */
export function CharacterPortrait({ character, className }: { character: Character; className?: string }) {
  const { bg, body } = PORTRAITS[character];
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <circle cx="32" cy="32" r="32" fill={bg} />
      {body}
    </svg>
  );
}
