// The small creatures of the props' table (props/creature-table.ts) drawn large as figures: the owner, the
// rival or the helper an idea brings in (an old tortoise, a grumpy goat, a snowman). They have no arms to
// pose, so their body says it: a hop when they jump, cheer or run, a slump when sad, eyes shut asleep.
import { CREATURES, type Creature, type CreatureRow } from '../props/creature-table.ts';
import { drawCreature } from '../props/table-props.ts';
import { measureSvg } from '../bounds.ts';
import { g } from '../svg.ts';
import type { CharacterDesign, Pose } from './types.ts';

const LIFT: Partial<Record<Pose, number>> = { jump: 22, cheer: 10, run: 8, walk: 3, stamp: 4 };
/** A squash for a sad or sitting creature: it slumps, its feet still on the ground. */
const SQUASH: Partial<Record<Pose, number>> = { droop: 0.9, sit: 0.9, sleep: 0.85 };

export function makeCreature(id: Creature): CharacterDesign {
  const row: CreatureRow = CREATURES[id];
  const colours = [...new Set(row.shapes.filter((s) => s[0] === 'e' || s[0] === 'c' || s[0] === 'p').map((s) => s[s.length - 1] as string))].slice(0, 3);
  return {
    id,
    palette: Object.fromEntries(colours.map((c, i) => [`c${i}`, c])),
    // Measured once from the drawing: a bunny's ears count, so it is framed whole.
    ...(row.side ? { sideView: true } : { mirrorable: true }),
    height: (() => {
      const box = measureSvg(drawCreature(row, 'happy'));
      return box ? (box.y1 - box.y0) * row.figureScale : 60 * row.figureScale;
    })(),
    draw(pose, mood) {
      const lift = LIFT[pose] ?? 0;
      const k = row.figureScale;
      return { svg: g({ transform: `translate(0 ${-lift}) scale(${k} ${k * (SQUASH[pose] ?? 1)})` }, drawCreature(row, pose === 'sleep' ? 'asleep' : mood)) };
    },
  };
}
