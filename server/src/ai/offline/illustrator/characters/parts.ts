// Shared body parts: soft outlines, limbs posed by angle, eyes, mouths and cheeks per mood.
import { darken } from '../color.ts';
import { type Attrs, circle, ellipse, el, path, pts } from '../svg.ts';
import type { Mood, Point, Pose } from './types.ts';

export const INK = '#3a2e3f';

/** Fill with a soft outline in a deeper shade of the same colour: the storybook line. */
export function ol(fill: string, width = 3): Attrs {
  return { fill, stroke: darken(fill, 0.38), 'stroke-width': width, 'stroke-linejoin': 'round' };
}

/** Upper-arm and forearm angles in degrees from straight down, positive away from the body. */
interface ArmAngles { upper: number; fore: number }

const ARMS: Record<Pose, readonly [ArmAngles, ArmAngles]> = {
  // [viewer's left arm, viewer's right arm]
  stand: [{ upper: 18, fore: 10 }, { upper: 18, fore: 10 }],
  wave: [{ upper: 18, fore: 10 }, { upper: 125, fore: 165 }],
  cheer: [{ upper: 140, fore: 160 }, { upper: 140, fore: 160 }],
  hips: [{ upper: 60, fore: -40 }, { upper: 60, fore: -40 }],
  clasp: [{ upper: 14, fore: -72 }, { upper: 14, fore: -72 }],
  droop: [{ upper: 6, fore: 2 }, { upper: 6, fore: 2 }],
  // Pointing along the way: the right arm straight out to the side.
  point: [{ upper: 16, fore: 8 }, { upper: 88, fore: 92 }],
  // Reaching up for something high: the right arm stretched up and out.
  reach: [{ upper: 30, fore: 40 }, { upper: 150, fore: 158 }],
  // Showing what it holds: the right forearm raised, the thing at shoulder height.
  hold: [{ upper: 18, fore: 10 }, { upper: 40, fore: 150 }],
  // Arms open wide toward a friend.
  hug: [{ upper: 95, fore: 120 }, { upper: 95, fore: 120 }],
  walk: [{ upper: 24, fore: 16 }, { upper: 8, fore: -18 }],
  run: [{ upper: 60, fore: 110 }, { upper: 34, fore: -50 }],
  // Both hands up on the rock above.
  climb: [{ upper: 150, fore: 170 }, { upper: 132, fore: 150 }],
  jump: [{ upper: 135, fore: 150 }, { upper: 135, fore: 150 }],
  // Hands on the knees.
  sit: [{ upper: 12, fore: -40 }, { upper: 12, fore: -40 }],
  sleep: [{ upper: 8, fore: 4 }, { upper: 8, fore: 4 }],
  tuck: [{ upper: 8, fore: 4 }, { upper: 8, fore: 4 }],
  // Looking for something on the ground: a hand on the hip, the other pointing down where it might be.
  search: [{ upper: 60, fore: -40 }, { upper: 42, fore: 58 }],
  // Giving or sharing: the right hand held out in front, what it gives in the palm.
  offer: [{ upper: 18, fore: 10 }, { upper: 58, fore: 74 }],
  // Swimming the crawl: one arm reaching over the head, the other pulling through the water at the side.
  swim: [{ upper: 158, fore: 170 }, { upper: 84, fore: 112 }],
  // On a bike: both hands out and down on the handlebar.
  pedal: [{ upper: 40, fore: 62 }, { upper: 40, fore: 62 }],
  // On a pony: both hands in front on the reins.
  ride: [{ upper: 22, fore: -52 }, { upper: 22, fore: -52 }],
  // Fishing: a hand on the knee, the other holding the rod up and out.
  fish: [{ upper: 12, fore: -40 }, { upper: 66, fore: 118 }],
  // Stirring a pot: the right hand down at the side, round the spoon in the pot.
  stir: [{ upper: 16, fore: 8 }, { upper: 34, fore: 58 }],
  // A tantrum: both arms stiff and pushed down and out from the body, the fists at the ends.
  stamp: [{ upper: 30, fore: 22 }, { upper: 30, fore: 22 }],
  // Hiding: hands drawn in to the chest, behind the bush.
  hide: [{ upper: 14, fore: -72 }, { upper: 14, fore: -72 }],
  // Counting: hands together under the chin.
  count: [{ upper: 20, fore: -95 }, { upper: 20, fore: -95 }],
};

export function armAngles(pose: Pose, side: 'left' | 'right'): ArmAngles {
  return ARMS[pose][side === 'left' ? 0 : 1];
}

function dir(angleDeg: number, side: 'left' | 'right'): Point {
  const a = (angleDeg * Math.PI) / 180;
  return { x: (side === 'left' ? -1 : 1) * Math.sin(a), y: Math.cos(a) };
}

export interface LimbSpec {
  shoulder: Point;
  side: 'left' | 'right';
  pose: Pose;
  upper: number;
  fore: number;
  width: number;
  colour: string;
  hand?: string;
  handR?: number;
}

/** A two-segment arm with round caps, posed by the pose table. Returns the drawing and the hand point. */
export function arm(s: LimbSpec): { svg: string; hand: Point } {
  const a = armAngles(s.pose, s.side);
  const d1 = dir(a.upper, s.side);
  const d2 = dir(a.fore, s.side);
  const elbow = { x: s.shoulder.x + d1.x * s.upper, y: s.shoulder.y + d1.y * s.upper };
  const hand = { x: elbow.x + d2.x * s.fore, y: elbow.y + d2.y * s.fore };
  const d = `M${pts(s.shoulder.x, s.shoulder.y)} L${pts(elbow.x, elbow.y)} L${pts(hand.x, hand.y)}`;
  const outline = el('path', { d, fill: 'none', stroke: darken(s.colour, 0.38), 'stroke-width': s.width + 5, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const body = el('path', { d, fill: 'none', stroke: s.colour, 'stroke-width': s.width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
  const handSvg = s.hand ? circle(hand.x, hand.y, s.handR ?? s.width * 0.62, s.hand, ol(s.hand, 2.5)) : '';
  return { svg: outline + body + handSvg, hand };
}

/** Where a leg's foot goes, by pose: a stride for walking and running (one foot off the ground), feet
 * tucked up for a jump, short legs seen from the front for sitting. Returns the foot's offset from
 * standing and whether the leg is foreshortened (sitting: knees toward the viewer). */
function legShape(x: number, top: number, pose: Pose | undefined): { dx: number; lift: number; sit: boolean } {
  const side = x < 0 ? -1 : 1;
  switch (pose) {
    case 'walk': return { dx: side * 7, lift: side > 0 ? 6 : 0, sit: false };
    case 'run': return { dx: side * 15, lift: side > 0 ? 18 : 0, sit: false };
    case 'jump': return { dx: side * 6, lift: Math.min(18, -top * 0.4), sit: false };
    case 'climb': return { dx: side * 4, lift: side > 0 ? 16 : 0, sit: false };
    // Stamping: feet planted apart, the right one raised to come down hard.
    case 'stamp': return { dx: side * 8, lift: side > 0 ? 12 : 0, sit: false };
    case 'sit': case 'pedal': case 'ride': case 'fish': return { dx: side * 6, lift: 0, sit: true };
    default: return { dx: 0, lift: 0, sit: false };
  }
}

/** A short leg with a rounded foot; the pose spreads, lifts or folds it (see legShape). */
export function leg(x: number, top: number, width: number, colour: string, foot: string, pose?: Pose): string {
  const shape = legShape(x, top, pose);
  // Sitting, the leg is seen end on: a short stub, and the foot in front of it, at the hip's height.
  const endY = shape.sit ? top + width * 0.9 : -width * 0.4 - shape.lift;
  const endX = x + shape.dx;
  const footY = shape.sit ? endY + width * 0.2 : -width * 0.35 - shape.lift;
  return (
    el('path', { d: `M${pts(x, top)} L${pts(endX, endY)}`, stroke: darken(colour, 0.38), 'stroke-width': width + 5, 'stroke-linecap': 'round' }) +
    el('path', { d: `M${pts(x, top)} L${pts(endX, endY)}`, stroke: colour, 'stroke-width': width, 'stroke-linecap': 'round' }) +
    ellipse(endX + (x < 0 ? -3 : 3), footY, width * 0.85, width * (shape.sit ? 0.7 : 0.48), foot, ol(foot, 2.5))
  );
}

export interface FaceSpec {
  cx: number;
  /** Eye line. */
  cy: number;
  gap: number;
  eyeR: number;
  mood: Mood;
  /** Mouth centre. */
  mouthY: number;
  mouthW: number;
  animal?: boolean;
  blush?: string;
  /** Skip the brows (owls wear glasses over them). */
  noBrows?: boolean;
  /** Skip the mouth (a beak stands in for it). */
  noMouth?: boolean;
}

function eye(x: number, y: number, r: number, mood: Mood): string {
  const arcUp = (yy: number): string => path(`M${pts(x - r, yy)} Q${pts(x, yy - r * 1.6, x + r, yy)}`, 'none', { stroke: INK, 'stroke-width': Math.max(2.5, r * 0.5), 'stroke-linecap': 'round' });
  switch (mood) {
    case 'asleep':
      return path(`M${pts(x - r, y)} Q${pts(x, y + r * 1.2, x + r, y)}`, 'none', { stroke: INK, 'stroke-width': Math.max(2.5, r * 0.45), 'stroke-linecap': 'round' });
    case 'happy':
      return arcUp(y + r * 0.3);
    case 'sad':
      return path(`M${pts(x - r, y - r * 0.1)} Q${pts(x, y + r * 1.1, x + r, y - r * 0.1)}`, 'none', { stroke: INK, 'stroke-width': Math.max(2.5, r * 0.5), 'stroke-linecap': 'round' });
    case 'excited':
      return ellipse(x, y, r * 1.1, r * 1.25, INK) + circle(x + r * 0.35, y - r * 0.45, r * 0.42, '#ffffff') + circle(x - r * 0.35, y + r * 0.45, r * 0.2, '#ffffff');
    case 'worried':
      return ellipse(x, y, r * 0.85, r * 1.05, INK) + circle(x + r * 0.25, y - r * 0.35, r * 0.3, '#ffffff');
    case 'cross':
      // Narrowed under the frown: a flattened eye.
      return ellipse(x, y + r * 0.2, r * 0.95, r * 0.7, INK);
    default:
      return ellipse(x, y, r * 0.95, r * 1.1, INK) + circle(x + r * 0.3, y - r * 0.4, r * 0.36, '#ffffff');
  }
}

function brows(f: FaceSpec): string {
  if (f.mood === 'cross') return crossBrows(f.cx, f.cy, f.gap, f.eyeR);
  if (f.noBrows || (f.mood !== 'worried' && f.mood !== 'sad' && f.mood !== 'proud')) return '';
  const y = f.cy - f.eyeR * 2.4;
  const w = f.eyeR * 1.2;
  let d = '';
  for (const s of [-1, 1] as const) {
    const x = f.cx + s * f.gap;
    // Worried and sad brows rise toward the middle; proud brows lift at the outside.
    const inner = f.mood === 'proud' ? 0 : -f.eyeR * 0.7;
    const outer = f.mood === 'proud' ? -f.eyeR * 0.6 : f.eyeR * 0.2;
    d += `M${pts(x - s * w, y + inner)} L${pts(x + s * w, y + outer)}`;
  }
  return path(d, 'none', { stroke: INK, 'stroke-width': Math.max(2, f.eyeR * 0.4), 'stroke-linecap': 'round' });
}

/** The frown of a temper: thick brows pulled down toward the middle. Drawn even on faces that have no
 * brows otherwise (animals, the owl), since without them a cross face reads as a calm one. */
export function crossBrows(cx: number, cy: number, gap: number, eyeR: number): string {
  const y = cy - eyeR * 2;
  const w = eyeR * 1.4;
  let d = '';
  for (const s of [-1, 1] as const) {
    const x = cx + s * gap;
    d += `M${pts(x + s * w, y - eyeR * 0.7)} L${pts(x - s * w, y + eyeR * 0.5)}`;
  }
  return path(d, 'none', { stroke: INK, 'stroke-width': Math.max(2.6, eyeR * 0.55), 'stroke-linecap': 'round' });
}

/** Red cheeks of a temper, whatever the face's own blush. */
function crossCheeks(f: FaceSpec): string {
  const dx = Math.max(f.gap * 1.45, f.eyeR * 2.2);
  return ellipse(f.cx - dx, f.cy + f.eyeR * 2.2, f.eyeR * 1.6, f.eyeR, '#e8413c', { opacity: 0.6 }) + ellipse(f.cx + dx, f.cy + f.eyeR * 2.2, f.eyeR * 1.6, f.eyeR, '#e8413c', { opacity: 0.6 });
}

function mouth(f: FaceSpec): string {
  const { cx, mouthY: y, mouthW: w } = f;
  const stroke = { stroke: INK, 'stroke-width': Math.max(2.2, w * 0.14), 'stroke-linecap': 'round' as const, 'stroke-linejoin': 'round' as const };
  const open = (h: number): string =>
    path(`M${pts(cx - w / 2, y)} Q${pts(cx, y + h * 2, cx + w / 2, y)}Z`, '#8a3b4a', { ...stroke, 'stroke-width': 2 }) +
    ellipse(cx, y + h * 0.8, w * 0.22, h * 0.3, '#f28b9b');
  // A tight frown, turned down at both ends.
  if (f.mood === 'cross') return path(`M${pts(cx - w / 2.4, y + w * 0.3)} Q${pts(cx, y - w * 0.22, cx + w / 2.4, y + w * 0.3)}`, 'none', { ...stroke, 'stroke-width': Math.max(2.8, w * 0.18) });
  if (f.animal) {
    const wShape = `M${pts(cx - w / 2, y - 1)} Q${pts(cx - w / 4, y + w * 0.35, cx, y - 2)} Q${pts(cx + w / 4, y + w * 0.35, cx + w / 2, y - 1)}`;
    switch (f.mood) {
      case 'excited': return open(w * 0.55);
      case 'happy': return path(wShape, 'none', stroke) + ellipse(cx, y + w * 0.3, w * 0.14, w * 0.12, '#f28b9b');
      case 'sad': return path(`M${pts(cx - w / 3, y + w * 0.25)} Q${pts(cx, y - w * 0.1, cx + w / 3, y + w * 0.25)}`, 'none', stroke);
      case 'worried': return path(`M${pts(cx - w / 3, y + 2)} Q${pts(cx - w / 6, y - 2, cx, y + 2)} Q${pts(cx + w / 6, y + 6, cx + w / 3, y + 2)}`, 'none', stroke);
      default: return path(wShape, 'none', stroke);
    }
  }
  switch (f.mood) {
    case 'excited': return open(w * 0.6);
    case 'happy': return open(w * 0.42);
    case 'sad': return path(`M${pts(cx - w / 2.5, y + w * 0.22)} Q${pts(cx, y - w * 0.2, cx + w / 2.5, y + w * 0.22)}`, 'none', stroke);
    case 'worried': return path(`M${pts(cx - w / 2.6, y + 2)} Q${pts(cx - w / 5, y - 3, cx, y + 2)} Q${pts(cx + w / 5, y + 7, cx + w / 2.6, y + 2)}`, 'none', stroke);
    case 'proud': return path(`M${pts(cx - w / 2, y - 2)} Q${pts(cx, y + w * 0.55, cx + w / 2, y - 4)}`, 'none', stroke);
    default: return path(`M${pts(cx - w / 2.6, y)} Q${pts(cx, y + w * 0.4, cx + w / 2.6, y)}`, 'none', stroke);
  }
}

/** Eyes, brows, mouth, cheeks and (when sad) a tear. */
export function face(f: FaceSpec): string {
  let out = f.mood === 'cross' ? crossCheeks(f) : '';
  if (f.blush && f.mood !== 'cross') out += ellipse(f.cx - f.gap * 1.45, f.cy + f.eyeR * 2.2, f.eyeR * 1.5, f.eyeR * 0.9, f.blush, { opacity: 0.55 }) + ellipse(f.cx + f.gap * 1.45, f.cy + f.eyeR * 2.2, f.eyeR * 1.5, f.eyeR * 0.9, f.blush, { opacity: 0.55 });
  out += eye(f.cx - f.gap, f.cy, f.eyeR, f.mood) + eye(f.cx + f.gap, f.cy, f.eyeR, f.mood) + brows(f) + (f.noMouth ? '' : mouth(f));
  if (f.mood === 'sad') out += path(`M${pts(f.cx + f.gap + f.eyeR * 0.6, f.cy + f.eyeR)} q${pts(-f.eyeR * 0.6, f.eyeR * 1.2, 0, f.eyeR * 1.6)} q${pts(f.eyeR * 0.6, -f.eyeR * 0.4, 0, -f.eyeR * 1.6)}Z`, '#8fd0f5');
  return out;
}

/** One eye and a mouth for side-view faces. */
export function sideFace(x: number, y: number, r: number, mood: Mood, mouthX: number, mouthY: number): string {
  const spec: FaceSpec = { cx: x, cy: y, gap: 0, eyeR: r, mood, mouthY, mouthW: r * 2.2, animal: false, noBrows: true };
  const cross = mood === 'cross' ? crossBrows(x, y, 0, r) + ellipse(x + r * 1.2, y + r * 2.4, r * 1.5, r, '#e8413c', { opacity: 0.6 }) : '';
  return eye(x, y, r, mood) + cross + mouth({ ...spec, cx: mouthX, mood: mood === 'happy' ? 'proud' : mood });
}
