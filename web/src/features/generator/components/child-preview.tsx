import { HAIR_HEX, SKIN_HEX, type ChildLook } from '@storyloom/contracts/illustration';

/**
 * A little live portrait of the child in the chosen look, drawn with the same colours and hair shapes as
 * the offline illustrator's pages (server/src/ai/offline/illustrator/characters/look.ts), so what the
 * parent sees here is who appears in the book. Decorative: the choices themselves are labelled.
 */
export function ChildPreview({ look, size = 96 }: { look: ChildLook; size?: number }) {
  const skin = SKIN_HEX[look.skin];
  const hair = HAIR_HEX[look.hairColour];
  const line = '#3a2e3f';
  const y = 0;
  const r = 41;
  const cap = (fringe: string) => `M${-r - 1} ${y + 2} Q${-r - 5} ${y - r - 5} 0 ${y - r - 5} Q${r + 5} ${y - r - 5} ${r + 1} ${y + 2} ${fringe}Z`;
  const back = (() => {
    switch (look.hair) {
      case 'long': return <path d={`M${-r - 6} ${y - 6} Q${-r - 10} ${y - r - 12} 0 ${y - r - 12} Q${r + 10} ${y - r - 12} ${r + 6} ${y - 6} L${r + 10} ${y + 62} Q0 ${y + 54} ${-r - 10} ${y + 62}Z`} fill={hair} />;
      case 'pigtails': return (
        <>
          {[-1, 1].map((s) => (
            <path key={s} d={`M${s * 30} ${y - 14} Q${s * 58} ${y - 12} ${s * 64} ${y + 14} Q${s * 68} ${y + 36} ${s * 56} ${y + 48} Q${s * 58} ${y + 30} ${s * 46} ${y + 18} Q${s * 36} ${y + 8} ${s * 30} ${y - 14}Z`} fill={hair} />
          ))}
        </>
      );
      case 'bun': return <circle cx={0} cy={y - r - 8} r={17} fill={hair} />;
      case 'coily': return <circle cx={0} cy={y - 10} r={r + 17} fill={hair} />;
      default: return null;
    }
  })();
  const front = (() => {
    switch (look.hair) {
      case 'short': return <path d={cap(`Q36 ${y - 20} 20 ${y - 22} Q8 ${y - 14} -4 ${y - 24} Q-22 ${y - 14} ${-r - 1} ${y + 2}`)} fill={hair} />;
      case 'curly': return (
        <>
          <path d={cap(`Q30 ${y - 24} 0 ${y - 26} Q-30 ${y - 24} ${-r - 1} ${y + 2}`)} fill={hair} />
          {Array.from({ length: 9 }, (_, i) => {
            const a = Math.PI * (1.05 + (i / 8) * 0.9);
            return <circle key={i} cx={Math.cos(a) * (r + 2)} cy={y + Math.sin(a) * (r + 2)} r={13} fill={hair} />;
          })}
        </>
      );
      case 'coily': return <path d={cap(`Q34 ${y - 26} 0 ${y - 28} Q-34 ${y - 26} ${-r - 1} ${y + 2}`)} fill={hair} />;
      case 'bun': return <path d={cap(`Q30 ${y - 30} 0 ${y - 30} Q-30 ${y - 30} ${-r - 1} ${y + 2}`)} fill={hair} />;
      default: return <path d={cap(`Q38 ${y - 18} 22 ${y - 26} Q4 ${y - 34} -14 ${y - 22} Q-30 ${y - 12} ${-r - 1} ${y + 2}`)} fill={hair} />;
    }
  })();
  return (
    <svg viewBox="-75 -75 150 150" width={size} height={size} aria-hidden focusable="false" data-testid="child-preview" data-look={`${look.skin} ${look.hair} ${look.hairColour} ${look.glasses ? 'glasses' : 'no-glasses'}`}>
      <circle cx={0} cy={0} r={74} fill="#fff4e2" />
      {back}
      <circle cx={0} cy={y} r={r} fill={skin} stroke={line} strokeOpacity={0.25} strokeWidth={3} />
      {front}
      <ellipse cx={-15} cy={y + 4} rx={5} ry={6} fill={line} />
      <ellipse cx={15} cy={y + 4} rx={5} ry={6} fill={line} />
      <path d={`M-8 ${y + 22} Q0 ${y + 30} 8 ${y + 22}`} fill="none" stroke={line} strokeWidth={3} strokeLinecap="round" />
      <ellipse cx={-24} cy={y + 16} rx={7} ry={4} fill="#f29a85" opacity={0.5} />
      <ellipse cx={24} cy={y + 16} rx={7} ry={4} fill="#f29a85" opacity={0.5} />
      {look.glasses && (
        <g fill="none" stroke="#5a3f6e" strokeWidth={3.2}>
          <circle cx={-15} cy={y + 4} r={10} />
          <circle cx={15} cy={y + 4} r={10} />
          <path d={`M-5 ${y + 3} Q0 ${y - 2} 5 ${y + 3}`} />
        </g>
      )}
    </svg>
  );
}
