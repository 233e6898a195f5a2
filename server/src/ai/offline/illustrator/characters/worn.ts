// What a figure wears that its page's words put on it (the brief's `wear`: a pirate hat, a crown, a knight's
// helmet, a cape, an astronaut's helmet, a firefighter's helmet, a wizard's hat), drawn on the design's head
// or over its shoulders. The design id carries it after a '^' ('child~look^crown'), as a look is carried after
// '~', so every pose of the figure (asleep, in bed, running) wears it the same way.
import { SCENE_WEAR, type SceneWear } from '../../../scene-brief.ts';
import { measureSvg } from '../bounds.ts';
import { circle, ellipse, g, path, pts, rect, starPath } from '../svg.ts';
import { ol } from './parts.ts';
import type { CharacterDesign } from './types.ts';

/** Where a design's head is when it stands: its centre and radius (the skull, not the ears or a horn). */
interface Head { x: number; y: number; r: number }

const HEADS: Readonly<Record<string, Head>> = {
  child: { x: 0, y: -152, r: 41 }, 'child-girl': { x: 0, y: -152, r: 41 }, boy: { x: 0, y: -152, r: 41 }, girl: { x: 0, y: -152, r: 41 },
  brother: { x: 0, y: -152, r: 41 }, sister: { x: 0, y: -152, r: 41 },
  'brave-knight': { x: 0, y: -156, r: 46 }, 'clever-princess': { x: 0, y: -152, r: 41 },
  'little-bear': { x: 0, y: -146, r: 48 }, 'playful-cat': { x: 0, y: -140, r: 46 }, 'curious-mouse': { x: 0, y: -132, r: 41 },
  'wise-owl': { x: 0, y: -150, r: 50 }, 'friendly-dragon': { x: 0, y: -152, r: 50 }, 'magical-unicorn': { x: 72, y: -168, r: 32 },
  grandmother: { x: 0, y: -170, r: 40 }, grandfather: { x: 0, y: -172, r: 40 },
};

/** A design's head: the table's, else one read from its standing drawing (the top of a grown-up, a creature). */
function headOf(base: string, design: CharacterDesign): Head {
  const known = HEADS[base];
  if (known) return known;
  const b = measureSvg(design.draw('stand', 'calm').svg);
  if (!b) return { x: 0, y: -design.height + 40, r: 40 };
  const r = Math.min(40, (b.x1 - b.x0) * 0.3);
  return { x: (b.x0 + b.x1) / 2, y: b.y0 + r, r };
}

/** The thing worn, drawn over the head (in front) and behind the body (a cape), at a head of radius r at (x, y). */
function wornParts(wear: SceneWear, h: Head): { front: string; back: string } {
  const { x, y, r } = h;
  const top = y - r * 0.7;
  switch (wear) {
    case 'pirate-hat': {
      const hat = path(`M${pts(x - r * 1.35, top + 4)} Q${pts(x - r * 0.9, top - r * 0.9, x, top - r * 0.55)} Q${pts(x + r * 0.9, top - r * 0.9, x + r * 1.35, top + 4)} Q${pts(x, top - r * 0.15, x - r * 1.35, top + 4)}Z`, '#2e2a3a', ol('#2e2a3a'));
      const trim = path(`M${pts(x - r * 1.2, top)} Q${pts(x, top - r * 0.28, x + r * 1.2, top)}`, 'none', { stroke: '#f2c14e', 'stroke-width': 4, 'stroke-linecap': 'round' });
      const badge = circle(x, top - r * 0.42, r * 0.16, '#ffffff', ol('#ffffff', 2)) + path(`M${pts(x - r * 0.1, top - r * 0.3)} L${pts(x + r * 0.1, top - r * 0.2)} M${pts(x + r * 0.1, top - r * 0.3)} L${pts(x - r * 0.1, top - r * 0.2)}`, 'none', { stroke: '#ffffff', 'stroke-width': 3, 'stroke-linecap': 'round' });
      return { front: hat + trim + badge, back: '' };
    }
    case 'crown': {
      const w = r * 0.85;
      const base = top + 2;
      const crown = path(`M${pts(x - w, base)} L${pts(x - w, base - r * 0.55)} L${pts(x - w * 0.5, base - r * 0.25)} L${pts(x, base - r * 0.7)} L${pts(x + w * 0.5, base - r * 0.25)} L${pts(x + w, base - r * 0.55)} L${pts(x + w, base)}Z`, '#f2c14e', ol('#f2c14e'));
      const jewels = circle(x, base - r * 0.15, r * 0.1, '#e2574c') + circle(x - w * 0.6, base - r * 0.12, r * 0.07, '#7d8fd8') + circle(x + w * 0.6, base - r * 0.12, r * 0.07, '#8fcf7e');
      return { front: crown + jewels, back: '' };
    }
    case 'knight-helmet': {
      // A dome with cheek guards that leave the face open, a nose guard and a red plume.
      const dome = path(`M${pts(x - r * 1.12, y + r * 0.45)} L${pts(x - r * 1.12, y - r * 0.15)} Q${pts(x - r * 1.12, y - r * 1.3, x, y - r * 1.3)} Q${pts(x + r * 1.12, y - r * 1.3, x + r * 1.12, y - r * 0.15)} L${pts(x + r * 1.12, y + r * 0.45)} L${pts(x + r * 0.82, y + r * 0.45)} L${pts(x + r * 0.82, y - r * 0.2)} Q${pts(x, y - r * 0.52, x - r * 0.82, y - r * 0.2)} L${pts(x - r * 0.82, y + r * 0.45)}Z`, '#c9d1e0', ol('#c9d1e0'));
      const plume = path(`M${pts(x, y - r * 1.25)} Q${pts(x - r * 0.2, y - r * 2.1, x + r * 0.8, y - r * 2)} Q${pts(x + r * 0.5, y - r * 1.6, x + r * 0.7, y - r * 1.35)}Z`, '#e2574c', ol('#e2574c', 2.5));
      return { front: dome + rect(x - 3, y - r * 1.28, 6, r * 0.7, '#aebad0') + plume, back: '' };
    }
    case 'astronaut-helmet': {
      // A round glass bubble round the whole head, a shine on it, on a white collar ring.
      const bubble = circle(x, y, r * 1.42, '#cfeaf8', { stroke: '#ffffff', 'stroke-width': 6, opacity: 0.5 }) + circle(x, y, r * 1.42, 'none', { stroke: '#9aa4b0', 'stroke-width': 3 });
      const shine = path(`M${pts(x - r * 0.95, y - r * 0.55)} Q${pts(x - r * 0.7, y - r * 1.05, x - r * 0.15, y - r * 1.15)}`, 'none', { stroke: '#ffffff', 'stroke-width': 5, 'stroke-linecap': 'round' });
      const collar = ellipse(x, y + r * 1.35, r * 1.05, r * 0.22, '#f4f4f8', ol('#f4f4f8'));
      return { front: bubble + shine + collar, back: '' };
    }
    case 'firefighter-helmet': {
      const brim = ellipse(x + r * 0.1, top + 4, r * 1.3, r * 0.2, '#c8372d', ol('#c8372d'));
      const dome = path(`M${pts(x - r * 0.95, top + 4)} Q${pts(x - r * 0.95, top - r * 0.95, x, top - r * 0.95)} Q${pts(x + r * 0.95, top - r * 0.95, x + r * 0.95, top + 4)}Z`, '#e2574c', ol('#e2574c'));
      const ridge = path(`M${pts(x, top - r * 0.92)} L${pts(x, top + 2)}`, 'none', { stroke: '#c8372d', 'stroke-width': 5, 'stroke-linecap': 'round' });
      const badge = path(starPath(x, top - r * 0.32, r * 0.26, r * 0.12), '#f2c14e', ol('#f2c14e', 2));
      return { front: brim + dome + ridge + badge, back: '' };
    }
    case 'wizard-hat': {
      const brim = ellipse(x, top + 4, r * 1.25, r * 0.22, '#4b3f8f', ol('#4b3f8f'));
      const cone = path(`M${pts(x - r * 0.8, top + 4)} L${pts(x + r * 0.25, top - r * 1.9)} L${pts(x + r * 0.8, top + 4)}Z`, '#5a4fb0', ol('#5a4fb0'));
      const stars = path(starPath(x - r * 0.1, top - r * 0.5, r * 0.16, r * 0.07), '#ffd166') + path(starPath(x + r * 0.28, top - r * 1.05, r * 0.12, r * 0.05), '#ffd166');
      return { front: cone + brim + stars, back: '' };
    }
    case 'arm-sling': {
      // The forearm in its white cast across the chest, held up by a blue sling tied behind the neck.
      const neck = y + r * 1.05;
      const sling = path(`M${pts(x - r * 0.55, neck)} L${pts(x - r * 0.8, y + r * 2.3)} Q${pts(x, y + r * 2.6, x + r * 0.75, y + r * 2.1)} L${pts(x + r * 0.45, neck + 2)}`, 'none', { stroke: '#5fa8d3', 'stroke-width': 6, 'stroke-linecap': 'round', 'stroke-linejoin': 'round' });
      const cast = rect(x - r * 0.85, y + r * 1.75, r * 1.55, r * 0.42, '#fbfbf7', { ...ol('#fbfbf7'), rx: r * 0.2 });
      const cloth = path(`M${pts(x - r * 0.9, y + r * 1.7)} L${pts(x + r * 0.75, y + r * 1.7)} L${pts(x - r * 0.2, y + r * 2.55)}Z`, '#8fc6e6', ol('#8fc6e6', 2));
      return { front: cloth + cast + sling, back: '' };
    }
    case 'leg-cast': {
      // The white cast from the toes to the knee of one leg, and a crutch under each arm, its grip at the hand.
      const crutch = (side: number): string => {
        const top = x + side * r * 1.25;
        const foot = x + side * r * 1.55;
        return path(`M${pts(top, neck + r * 0.35)} L${pts(foot, -2)}`, 'none', { stroke: '#9aa4b0', 'stroke-width': 5, 'stroke-linecap': 'round' }) +
          rect(top - r * 0.28, neck + r * 0.2, r * 0.56, r * 0.2, '#5a4a6a', { rx: 4 }) + rect(top + side * r * 0.08 - r * 0.18, neck + r * 1.3, r * 0.36, r * 0.14, '#5a4a6a', { rx: 3 });
      };
      const neck = y + r * 1.05;
      const cast = rect(x + r * 0.05, -r * 1.15, r * 0.55, r * 1.15, '#fbfbf7', { ...ol('#fbfbf7'), rx: r * 0.2 });
      return { front: cast + crutch(-1) + crutch(1), back: '' };
    }
    case 'skis': {
      // Two long skis under the feet, their tips curled up, and a pole in each hand with its little basket in the snow.
      const ski = (dy: number, dx: number): string => path(`M${pts(x - r * 2 + dx, dy)} L${pts(x + r * 1.8 + dx, dy)} Q${pts(x + r * 2.3 + dx, dy, x + r * 2.35 + dx, dy - r * 0.3)}`, 'none', { stroke: '#e2574c', 'stroke-width': 6, 'stroke-linecap': 'round' });
      const pole = (side: number): string => path(`M${pts(x + side * r * 1.2, y + r * 2.2)} L${pts(x + side * r * 1.7, 0)}`, 'none', { stroke: '#5a4a6a', 'stroke-width': 3.5, 'stroke-linecap': 'round' }) +
        ellipse(x + side * r * 1.68, -4, r * 0.2, r * 0.07, '#5a4a6a');
      return { front: ski(2, -r * 0.2) + ski(-3, r * 0.2) + pole(-1) + pole(1), back: '' };
    }
    case 'cape': {
      // From the shoulders down behind the body, flaring out, with its clasp at the neck in front.
      const neck = y + r * 1.05;
      const back = path(`M${pts(x - r * 0.7, neck)} Q${pts(x - r * 1.5, neck + r * 1.6, x - r * 1.4, -12)} Q${pts(x, -2, x + r * 1.4, -12)} Q${pts(x + r * 1.5, neck + r * 1.6, x + r * 0.7, neck)}Z`, '#d8404a', ol('#d8404a'));
      return { front: circle(x, neck + 4, r * 0.13, '#f2c14e', ol('#f2c14e', 2)), back };
    }
  }
}

const WORN = new Set<string>(SCENE_WEAR);

/** The design id with the thing worn ('child~look^crown'). */
export function designIdWearing(id: string, wear: SceneWear | undefined): string {
  return wear ? `${id}^${wear}` : id;
}

/** Splits an id that wears something into its design and the thing; undefined when it wears nothing. */
export function splitWorn(id: string): { base: string; wear: SceneWear } | undefined {
  const at = id.lastIndexOf('^');
  if (at < 0) return undefined;
  const wear = id.slice(at + 1);
  return WORN.has(wear) ? { base: id.slice(0, at), wear: wear as SceneWear } : undefined;
}

/** The design drawn wearing the thing: the cape behind the body, a hat or a helmet over the head. */
export function wearing(design: CharacterDesign, base: string, wear: SceneWear): CharacterDesign {
  const head = headOf(base.split('~')[0] ?? base, design);
  const { front, back } = wornParts(wear, head);
  return { ...design, id: `${design.id}^${wear}`, draw(pose, mood) {
    const fig = design.draw(pose, mood);
    return { ...fig, svg: g({}, back, fig.svg, front) };
  } };
}
