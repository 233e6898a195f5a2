import type { ReactNode } from 'react';
import type { AchievementId } from '../reading-stats';

// Three hand-drawn medals (SPEC §9 'Achievements'), one picture for each badge. Decorative: the
// badge's name and state are given in text next to it.

// The rosette's scalloped rim: 24 points alternating between two radii around the medal's centre.
const RIM = Array.from({ length: 24 }, (_, i) => {
  const angle = (i / 24) * Math.PI * 2;
  const radius = i % 2 === 0 ? 32 : 28;
  return `${(48 + radius * Math.sin(angle)).toFixed(1)},${(38 - radius * Math.cos(angle)).toFixed(1)}`;
}).join(' ');

function Medal({ ribbon, rim, face, children }: { ribbon: string; rim: string; face: string; children: ReactNode }) {
  return (
    <svg viewBox="0 0 96 96" className="h-full w-full" aria-hidden="true">
      <path d="M34 56 24 92l12-5 8 9 8-34z" fill={ribbon} />
      <path d="M62 56l10 36-12-5-8 9-8-34z" fill={ribbon} opacity="0.8" />
      <polygon points={RIM} fill={rim} />
      <circle cx="48" cy="38" r="24" fill={face} />
      <circle cx="48" cy="38" r="24" fill="none" stroke="#fffdf9" strokeWidth="1.5" opacity="0.7" />
      {children}
    </svg>
  );
}

function FirstStory() {
  return (
    <Medal ribbon="#2f7f7a" rim="#e8765a" face="#fff3e3">
      <path d="M48 50q-9-6-19-3V31q10-3 19 3zM48 50q9-6 19-3V31q-10-3-19 3z" fill="#fffdf9" stroke="#c4502f" strokeWidth="2" strokeLinejoin="round" />
      <path d="M48 34v16" stroke="#c4502f" strokeWidth="2" />
      <path d="M33 37q6-1 11 1M33 42q6-1 11 1M52 38q6-2 11-1M52 43q6-2 11-1" stroke="#e8765a" strokeWidth="1.5" strokeLinecap="round" />
      <path d="m48 17 2.2 4.6 4.8.7-3.5 3.4.9 4.8-4.4-2.3-4.4 2.3.9-4.8-3.5-3.4 4.8-.7z" fill="#f2b84b" />
    </Medal>
  );
}

function Explorer() {
  return (
    <Medal ribbon="#e8765a" rim="#2f7f7a" face="#e8f4f2">
      <circle cx="48" cy="38" r="16" fill="#fffdf9" stroke="#245f5b" strokeWidth="2.5" />
      <path d="M48 24v3M48 49v3M34 38h3M59 38h3" stroke="#245f5b" strokeWidth="2" strokeLinecap="round" />
      <path d="m48 38 9-10-4 13z" fill="#e8765a" />
      <path d="m48 38-9 10 4-13z" fill="#8f7ab8" />
      <circle cx="48" cy="38" r="2.5" fill="#245f5b" />
      <path d="m70 14 1.5 3 3 1.5-3 1.5-1.5 3-1.5-3-3-1.5 3-1.5z" fill="#f2b84b" />
    </Medal>
  );
}

function Bookworm() {
  return (
    <Medal ribbon="#8f7ab8" rim="#f2b84b" face="#fdf3dc">
      <rect x="29" y="49" width="38" height="7" rx="2" fill="#2f7f7a" />
      <rect x="32" y="42" width="33" height="7" rx="2" fill="#e8765a" />
      <rect x="30" y="35" width="35" height="7" rx="2" fill="#8f7ab8" />
      <path d="M33 52h30M36 45h25M34 38h27" stroke="#fffdf9" strokeWidth="1" opacity="0.6" />
      <path d="M40 35q-1-10 7-12" fill="none" stroke="#6aa551" strokeWidth="7" strokeLinecap="round" />
      <circle cx="52" cy="23" r="8" fill="#8cc474" />
      <circle cx="49.5" cy="22" r="2.8" fill="#fffdf9" stroke="#2b2540" strokeWidth="1.2" />
      <circle cx="56" cy="22" r="2.8" fill="#fffdf9" stroke="#2b2540" strokeWidth="1.2" />
      <path d="M52.3 22h1" stroke="#2b2540" strokeWidth="1.2" />
      <circle cx="49.5" cy="22.3" r="1" fill="#2b2540" />
      <circle cx="56" cy="22.3" r="1" fill="#2b2540" />
      <path d="M50 27q2.5 2 5 0" fill="none" stroke="#2b2540" strokeWidth="1.2" strokeLinecap="round" />
    </Medal>
  );
}

const BADGES: Record<AchievementId, () => ReactNode> = { firstStory: FirstStory, explorer: Explorer, bookworm: Bookworm };

export function AchievementBadge({ id }: { id: AchievementId }) {
  const Badge = BADGES[id];
  return <Badge />;
}
