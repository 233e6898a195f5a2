// The props and figures drawn from tables (props/thing-props.ts, props/creature-table.ts,
// characters/people.ts): each is a drawing of its own, of a size that fits a hand or the ground beside the
// cast, and every grown-up and creature can stand on a page in every pose.
import { describe, expect, it } from 'vitest';
import { SCENE_EXTRA_CHARACTERS } from '../../scene-brief.ts';
import { measureSvg } from './bounds.ts';
import { designFor } from './characters/index.ts';
import { POSES } from './characters/types.ts';
import { PEOPLE } from './characters/people.ts';
import { CREATURES } from './props/creature-table.ts';
import { propDesign } from './props/index.ts';
import { THINGS } from './props/thing-props.ts';
import { createOfflineIllustrator } from './index.ts';
import { bibleFor, scene } from './test-fixtures.ts';
import { castFor, designIdFor } from './compose/cast-list.ts';
import { SKIN_HEX, HAIR_HEX, type ChildLook } from '@storyloom/contracts/illustration';
import type { SceneBriefV2 } from '../../scene-brief.ts';

const TABLE = [...Object.keys(THINGS), ...Object.keys(CREATURES)] as (keyof typeof THINGS | keyof typeof CREATURES)[];

describe('props drawn from tables', () => {
  it('draws each as a drawing of its own', () => {
    const drawings = TABLE.map((p) => propDesign(p, 'plain').draw());
    expect(new Set(drawings).size).toBe(TABLE.length);
  });

  it('keeps each the size of a thing: a held one around the hand, a grounded one standing on the ground', () => {
    for (const p of TABLE) {
      const design = propDesign(p, 'plain');
      const box = measureSvg(design.draw());
      expect(box, p).toBeDefined();
      if (!box) continue;
      const [w, h] = [box.x1 - box.x0, box.y1 - box.y0];
      expect(Math.max(w, h), `${p} ${w}x${h}`).toBeLessThanOrEqual(130);
      expect(Math.max(w, h), `${p} ${w}x${h}`).toBeGreaterThanOrEqual(24);
      if (design.kind !== 'hand') {
        // Its foot on the ground: nothing sinks below it, nothing floats above it.
        expect(box.y1, `${p} bottom`).toBeGreaterThanOrEqual(-3);
        expect(box.y1, `${p} bottom`).toBeLessThanOrEqual(8);
      } else {
        // A held thing is drawn around the grip, within reach of the hand.
        expect(box.x0 <= 0 && box.x1 >= 0 && box.y0 <= 10 && box.y1 >= -10, `${p} around the grip`).toBe(true);
      }
    }
  });
});

describe('figures for the people and animals of an idea', () => {
  it('draws every grown-up, child and creature of the brief in every pose, standing on the ground and about its height', () => {
    for (const id of SCENE_EXTRA_CHARACTERS) {
      const design = designFor(id);
      for (const pose of POSES) {
        const box = measureSvg(design.draw(pose, 'happy').svg);
        expect(box, `${id} ${pose}`).toBeDefined();
        if (!box) continue;
        const h = box.y1 - box.y0;
        expect(h, `${id} ${pose} height`).toBeLessThanOrEqual(design.height * 1.25);
        expect(h, `${id} ${pose} height`).toBeGreaterThanOrEqual(design.height * 0.55);
        if (pose !== 'jump') expect(Math.abs(box.y1), `${id} ${pose} feet`).toBeLessThanOrEqual(14);
      }
    }
  });

  it('gives the people of the books varied looks: no two grown-ups share skin, hair and clothes', () => {
    const looks = Object.values(PEOPLE).map((p) => `${p.skin} ${p.hair} ${p.hairColour} ${p.top}`);
    expect(new Set(looks).size).toBe(looks.length);
    expect(new Set(Object.values(PEOPLE).map((p) => p.skin)).size).toBeGreaterThanOrEqual(5);
  });

  it("shows a grown-up and a creature on the page in their own colours", async () => {
    const illustrator = createOfflineIllustrator();
    for (const extra of ['baker', 'tortoise', 'girl'] as const) {
      const s = scene({ cast: ['little-bear', extra] });
      const svg = (await illustrator.draw(bibleFor('little-bear', s), s, { seed: 3, kind: 'chapter' })).data.toString('utf8');
      for (const colour of Object.values(designFor(extra).palette)) expect(svg, `${extra} ${colour}`).toContain(colour);
    }
  });
});

describe('heavy things', () => {
  const brief = (prop: 'bicycle' | 'flute' | 'goat' | 'hamster'): SceneBriefV2 => ({
    place: 'meadow', time: 'day', weather: 'clear', framing: 'medium', mood: 'happy', variation: 0, caption: 'x',
    cast: [{ who: 'hero', character: 'little-bear', pose: 'holding', holding: prop }], props: [{ prop }], keyObject: prop, introduced: [prop],
  });
  it('never lifts a bicycle or a goat overhead, but puts a flute or a hamster in the hand', () => {
    const bible = bibleFor('little-bear');
    for (const prop of ['bicycle', 'goat'] as const) expect(castFor(bible, brief(prop))[0]?.wants, prop).toBeUndefined();
    for (const prop of ['flute', 'hamster'] as const) expect(castFor(bible, brief(prop))[0]?.wants, prop).toBeDefined();
  });
});

describe("the reader's brother and sister", () => {
  it("are drawn in the child's skin tone and hair colour, with a hair style of their own", () => {
    for (const look of [{ skin: 'deep', hair: 'coily', hairColour: 'black', glasses: true }, { skin: 'porcelain', hair: 'pigtails', hairColour: 'ginger', glasses: false }] as ChildLook[]) {
      const bible = { ...bibleFor('little-bear'), childLook: look };
      for (const id of ['brother', 'sister']) {
        const design = designFor(designIdFor(bible, id));
        expect(design.palette.skin, id).toBe(SKIN_HEX[look.skin]);
        expect(design.palette.hair, id).toBe(HAIR_HEX[look.hairColour]);
      }
      expect(designFor(designIdFor(bible, 'sister')).draw('stand', 'happy').svg).not.toBe(designFor(designIdFor(bible, 'child')).draw('stand', 'happy').svg);
    }
  });
});
