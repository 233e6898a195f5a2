// The table-drawn props (thing-props.ts, creature-table.ts) as prop designs. A creature drawn as a thing is
// small and smiling; characters/creatures.ts draws the same row large, with the page's mood.
import { face } from '../characters/parts.ts';
import type { Mood } from '../characters/types.ts';
import { g } from '../svg.ts';
import { CREATURES, type Creature, type CreatureRow } from './creature-table.ts';
import { drawShapes } from './shape-table.ts';
import { THINGS, type Thing, type ThingRow } from './thing-props.ts';
import type { PropDesign } from './types.ts';

/** A creature's drawing with its face in a mood, bottom centre at (0, 0). */
export function drawCreature(row: CreatureRow, mood: Mood): string {
  const f = row.face;
  const eyes = face({ ...f, mood, animal: true, noBrows: true, ...(f.mouthW === 0 ? { noMouth: true } : {}) });
  return g({}, drawShapes(row.shapes), eyes, row.over ? drawShapes(row.over) : '');
}

function thingDesign(row: ThingRow): PropDesign {
  const svg = drawShapes(row.shapes, row.tilt ? `rotate(${row.tilt})` : undefined);
  return { kind: row.kind, draw: () => svg, ...(row.heavy ? { heavy: true } : {}), ...(row.places ? { places: row.places } : {}) };
}

function creatureDesign(row: CreatureRow): PropDesign {
  // A held creature sits in the palm: its middle at the grip.
  const svg = row.held ? g({ transform: 'translate(0 14) scale(0.75)' }, drawCreature(row, 'happy')) : drawCreature(row, 'happy');
  return { kind: row.held ? 'hand' : 'ground', draw: () => svg, ...(row.heavy ? { heavy: true } : {}) };
}

type Plain = { plain: PropDesign };

export const TABLE_PROP_DESIGNS = {
  ...(Object.fromEntries(Object.entries(THINGS).map(([k, row]) => [k, { plain: thingDesign(row) }])) as Record<Thing, Plain>),
  ...(Object.fromEntries(Object.entries(CREATURES).map(([k, row]) => [k, { plain: creatureDesign(row) }])) as Record<Creature, Plain>),
};
