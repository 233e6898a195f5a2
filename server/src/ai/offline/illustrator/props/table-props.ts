// The table-drawn props (thing-props.ts, creature-table.ts) as prop designs. A creature drawn as a thing is
// small and smiling; characters/creatures.ts draws the same row large, with the page's mood.
import { face } from '../characters/parts.ts';
import type { Mood } from '../characters/types.ts';
import { g } from '../svg.ts';
import { CREATURES, type Creature, type CreatureRow } from './creature-table.ts';
import { drawShapes } from './shape-table.ts';
import { FESTIVAL_THINGS } from './festival-things.ts';
import { HOUSE_THINGS } from './house-things.ts';
import { BEDROOM_THINGS } from './bedroom-things.ts';
import { THINGS, type ThingRow } from './thing-props.ts';
import { VISIT_THINGS } from './visit-things.ts';
import { VEHICLES } from './vehicles.ts';
import type { PropDesign } from './types.ts';

/** A creature's drawing with its face in a mood, bottom centre at (0, 0). */
export function drawCreature(row: CreatureRow, mood: Mood): string {
  const f = row.face;
  const eyes = face({ ...f, mood, animal: true, noBrows: true, ...(f.mouthW === 0 ? { noMouth: true } : {}) });
  return g({}, drawShapes(row.shapes), eyes, row.over ? drawShapes(row.over) : '');
}

export function thingDesign(row: ThingRow): PropDesign {
  const svg = drawShapes(row.shapes, row.tilt ? `rotate(${row.tilt})` : undefined);
  return { kind: row.kind, draw: () => svg, ...(row.heavy ? { heavy: true } : {}), ...(row.places ? { places: row.places } : {}) };
}

function creatureDesign(row: CreatureRow): PropDesign {
  // A held creature sits in the palm: its middle at the grip.
  const svg = row.held ? g({ transform: 'translate(0 14) scale(0.75)' }, drawCreature(row, 'happy')) : drawCreature(row, 'happy');
  return { kind: row.held ? 'hand' : 'ground', draw: () => svg, ...(row.heavy ? { heavy: true } : {}) };
}

type Plain = { plain: PropDesign };
// Every table of things drawn in one state: the first ones, a day at home's, a feast's, a visit's, the vehicles ridden in.
const ALL_THINGS = { ...THINGS, ...HOUSE_THINGS, ...FESTIVAL_THINGS, ...VISIT_THINGS, ...BEDROOM_THINGS, ...VEHICLES };
type Thing = keyof typeof ALL_THINGS;

export const TABLE_PROP_DESIGNS = {
  ...(Object.fromEntries(Object.entries(ALL_THINGS).map(([k, row]) => [k, { plain: thingDesign(row) }])) as Record<Thing, Plain>),
  ...(Object.fromEntries(Object.entries(CREATURES).map(([k, row]) => [k, { plain: creatureDesign(row) }])) as Record<Creature, Plain>),
};
