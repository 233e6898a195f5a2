import { describe, expect, it } from 'vitest';
import { HAIR_HEX, SKIN_HEX, type ChildLook } from '@storyloom/contracts/illustration';
import { SCENE_POSES, SCENE_PROP_STATES, SCENE_PROPS, SCENE_WEATHER, type SceneBriefV2, type SceneProp } from '../../scene-brief.ts';
import type { WrittenStory } from '../../types.ts';
import { designFor } from './characters/index.ts';
import { castFor } from './compose/cast-list.ts';
import { posedFigure } from './compose/posed.ts';
import { undrawable } from './drawable.ts';
import { createOfflineIllustrator } from './index.ts';
import { isLandmark, propDesign } from './props/index.ts';
import { checkXml, forbiddenContent } from './xml-check.ts';

const illustrator = createOfflineIllustrator();
const LOOK: ChildLook = { skin: 'deep', hair: 'pigtails', hairColour: 'auburn', glasses: true };

function bible(over: Partial<WrittenStory['bible']> = {}): WrittenStory['bible'] {
  return {
    heroName: 'Pip', heroCharacter: 'friendly-dragon', friendName: 'Zoé', friendCharacter: 'child', friendGender: 'f',
    coverScene: { place: 'forest', timeOfDay: 'day', cast: ['friendly-dragon', 'child'], props: [], mood: 'happy', caption: 'Pip et Zoé' },
    ...over,
  };
}

function page(over: Partial<SceneBriefV2> = {}): SceneBriefV2 {
  return {
    place: 'meadow', time: 'day', weather: 'clear', framing: 'medium', mood: 'happy',
    cast: [{ who: 'hero', character: 'friendly-dragon', pose: 'standing' }, { who: 'child', character: 'child', pose: 'standing' }],
    props: [], introduced: [], variation: 0, caption: 'Pip et Zoé dans le pré.', ...over,
  };
}

async function draw(p: SceneBriefV2, b = bible(), opts: { seed?: number; kind?: 'cover' | 'chapter'; style?: 'classic' | 'watercolour' | 'crayon' | 'paper-cut' } = {}): Promise<string> {
  return (await illustrator.draw(b, p, { seed: opts.seed ?? 7, kind: opts.kind ?? 'chapter', ...(opts.style ? { style: opts.style } : {}) })).data.toString('utf8');
}

describe('the catalogues against what the illustrator draws', () => {
  it('has a drawing for every place, pose, prop, state and character of the scene brief', () => {
    expect(undrawable()).toEqual([]);
  });
});

describe('a page that shows its action', () => {
  it('draws the hero in each pose of the catalogue, each one a different drawing from standing', async () => {
    const standing = posedFigure('friendly-dragon', 'stand', 'happy').svg;
    for (const pose of SCENE_POSES) {
      const p = page({ cast: [{ who: 'hero', character: 'friendly-dragon', pose }] });
      const [hero] = castFor(bible(), p);
      if (!hero) throw new Error('no hero');
      const svg = await draw(p);
      expect(svg, pose).toContain(posedFigure(hero.id, hero.pose, hero.mood).svg);
      if (pose !== 'standing') expect(posedFigure(hero.id, hero.pose, hero.mood).svg, pose).not.toBe(standing);
    }
  });

  it('draws every prop in every state it can be in, and each state differently', async () => {
    for (const prop of SCENE_PROPS) {
      const svgs = new Set<string>();
      for (const state of SCENE_PROP_STATES[prop]) {
        // A thing seen only from some places (an island from the shore) is drawn on a page there.
        const seenFrom = isLandmark(prop) ? undefined : propDesign(prop, state).places;
        const place = prop === 'boat' || prop === 'lighthouse' ? 'sea' : seenFrom && !seenFrom.includes('meadow') ? seenFrom[0] as 'sea' : 'meadow';
        const p = page({ place, props: [{ prop, state }], introduced: [prop], keyObject: prop });
        const svg = await draw(p);
        if (!isLandmark(prop)) expect(svg, `${prop} ${state}`).toContain(propDesign(prop, state).draw());
        const without = await draw(page({ place: p.place }));
        expect(svg, `${prop} ${state} shows`).not.toBe(without);
        svgs.add(svg);
      }
      expect(svgs.size, prop).toBe(SCENE_PROP_STATES[prop].length);
    }
  });

  it('puts the held prop in the holder’s hand and lights the lantern only when it is on', async () => {
    const lit = await draw(page({ place: 'cave', time: 'night', cast: [{ who: 'hero', character: 'child', pose: 'holding', holding: 'lantern' }], props: [{ prop: 'lantern', state: 'on' }], introduced: ['lantern'] }), bible({ heroCharacter: 'clever-princess' }));
    const out = await draw(page({ place: 'cave', time: 'night', cast: [{ who: 'hero', character: 'child', pose: 'holding', holding: 'lantern' }], props: [{ prop: 'lantern', state: 'off' }], introduced: ['lantern'] }), bible({ heroCharacter: 'clever-princess' }));
    expect(lit).toContain(propDesign('lantern', 'on').draw());
    expect(lit).not.toContain(propDesign('lantern', 'off').draw());
    expect(out).toContain(propDesign('lantern', 'off').draw());
    expect(out).not.toContain(propDesign('lantern', 'on').draw());
  });

  it('never draws a prop the text has not introduced yet, even one a character should hold', async () => {
    const things: SceneProp[] = ['cake', 'umbrella', 'key', 'glasses'];
    for (const prop of things) {
      const early = page({ cast: [{ who: 'hero', character: 'friendly-dragon', pose: 'holding', holding: prop }], props: [{ prop }], keyObject: prop, introduced: [] });
      const later = { ...early, introduced: [prop] };
      if (isLandmark(prop)) continue;
      expect(await draw(early), prop).not.toContain(propDesign(prop, SCENE_PROP_STATES[prop][0]).draw());
      expect(await draw(later), prop).toContain(propDesign(prop, SCENE_PROP_STATES[prop][0]).draw());
    }
  });

  it('shows the weather: lightning in a storm, flakes in snow, none on a clear day', async () => {
    const svgs = new Map<string, string>();
    for (const weather of SCENE_WEATHER) svgs.set(weather, await draw(page({ weather })));
    expect(new Set(svgs.values()).size).toBe(SCENE_WEATHER.length);
    expect(svgs.get('storm')).toContain('#fff27a');
    expect(svgs.get('clear')).not.toContain('#fff27a');
    // A grey sky hides the sun in rain.
    expect(svgs.get('clear')).toContain('#ffe58a');
    expect(svgs.get('rain')).not.toContain('#ffe58a');
  });

  it('draws ten pages in one cave as different caves', async () => {
    const pages = await Promise.all(Array.from({ length: 10 }, (_, v) => draw(page({ place: 'cave', variation: v }), bible(), { seed: 40 })));
    expect(new Set(pages).size).toBe(10);
    // Every other page is mirrored, and the deep hall with its pool has no daylight mouth.
    expect(pages.filter((s) => s.includes('scale(-1 1)')).length).toBe(5);
    expect(pages[1]).toContain('#6fd0e8');
    expect(pages[0]).not.toContain('#6fd0e8');
  });

  it('labels the picture with the caption in the story’s language', async () => {
    expect(await draw(page({ caption: 'Zoé trouve la clé sous l’arbre.' }))).toContain('aria-label="Zoé trouve la clé sous l’arbre."');
  });
});

describe("the child's look", () => {
  const places = ['forest', 'cave', 'sea', 'home', 'castle', 'sky'] as const;
  const times = ['morning', 'day', 'evening', 'night'] as const;

  it('draws the child friend in the chosen look on every page: skin, hair and glasses, never the default look', async () => {
    const b = bible({ childLook: LOOK });
    const child = designFor(castFor(b, page())[1]?.id ?? '');
    const standing = child.draw('stand', 'happy').svg;
    for (const [i, place] of places.entries()) {
      const p = page({ place, time: times[i % 4], cast: [{ who: 'hero', character: 'friendly-dragon', pose: 'standing' }, { who: 'child', character: 'child', pose: 'standing' }] });
      for (const kind of ['chapter', 'cover'] as const) {
        const svg = await draw(p, b, { seed: 3 + i, kind });
        expect(svg, `${place} ${kind}`).toContain(SKIN_HEX.deep);
        expect(svg, `${place} ${kind}`).toContain(HAIR_HEX.auburn);
        expect(svg, `${place} ${kind}`).toContain('#5a3f6e'); // glasses frame
        expect(svg, `${place} ${kind}`).not.toContain('#e8b48e'); // the default child's skin
        // The very same drawing of the child on every page where the child stands happy.
        if (kind === 'chapter') expect(svg.includes(standing) || svg.includes(child.draw('stand', 'calm').svg) || svg.includes(child.draw('stand', 'excited').svg), place).toBe(true);
      }
    }
  });

  it('draws the knight the child plays in the child’s skin tone, with glasses', async () => {
    const b = bible({ heroCharacter: 'brave-knight', friendCharacter: 'wise-owl', childLook: { ...LOOK, skin: 'tan' } });
    const svg = await draw(page({ cast: [{ who: 'hero', character: 'brave-knight', pose: 'pointing' }] }), b);
    expect(svg).toContain(SKIN_HEX.tan);
    expect(svg).not.toContain(designFor('brave-knight').palette.skin ?? '');
    expect(svg).toContain('#5a3f6e');
  });

  it('keeps the default looks when the parent chose none', async () => {
    const svg = await draw(page());
    expect(svg).toContain(designFor('child-girl').palette.skin ?? '');
  });
});

describe('art styles', () => {
  it('draws the same composition four ways, none of them with filters the PDF cannot draw', async () => {
    const p = page({ place: 'forest', props: [{ prop: 'map' }], introduced: ['map'] });
    const styles = ['classic', 'watercolour', 'crayon', 'paper-cut'] as const;
    const svgs = await Promise.all(styles.map((style) => draw(p, bible(), { style })));
    expect(new Set(svgs).size).toBe(4);
    for (const [i, svg] of svgs.entries()) {
      const report = checkXml(svg);
      expect(report.problems, styles[i]).toEqual([]);
      expect(forbiddenContent(svg, report.elements), styles[i]).toEqual([]);
      // Same composition: the same number of shapes give or take the style's overlay.
      expect(Math.abs((svg.match(/<path/g)?.length ?? 0) - (svgs[0]?.match(/<path/g)?.length ?? 0)), styles[i]).toBeLessThan(12);
    }
    const [classic, watercolour, crayon, paperCut] = svgs;
    expect(watercolour).toContain('stroke-opacity="0.8"');
    expect(crayon).toContain('stroke-dasharray="11 3 5 2"');
    expect(paperCut).toContain('stroke="#fffaf0"');
    for (const mark of ['stroke-opacity="0.8"', 'stroke-dasharray="11 3 5 2"']) expect(classic).not.toContain(mark);
  });
});

describe('a brief that implies a prop it does not list', () => {
  it('draws the key object or the held thing it names once the text has introduced it, and never before', async () => {
    const named = page({ cast: [{ who: 'hero', character: 'friendly-dragon', pose: 'holding', holding: 'key' }], keyObject: 'ball', props: [], introduced: ['ball', 'key'] });
    const svg = await draw(named);
    expect(svg).toContain(propDesign('ball', 'plain').draw());
    expect(svg).toContain(propDesign('key', 'plain').draw());
    expect(await draw({ ...named, introduced: [] })).not.toContain(propDesign('ball', 'plain').draw());
  });
});
