// Props drawn on a page in every art style, side by side in one PNG (issue 10: look at a new drawing at full
// size, in each medium, in a room and out of doors, before a family sees it).
//   npx tsx scripts/prop-sheet.ts <prop[:state]>... [--place home] [--pose holding] [--time day] [--styles classic,crayon] [--big]
//   e.g. npx tsx scripts/prop-sheet.ts moving-box removal-van meal:carrots --place home
// Writes /tmp/props-<first prop>-<place>.png (needs /usr/bin/chromium or CHROMIUM_PATH): a row per prop, a
// column per art style; each prop is the page's key object, held when the hero can hold it.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ART_STYLES } from '@storyloom/contracts/illustration';
import { isSceneProp, SCENE_PLACES, type SceneBriefV2, type ScenePlace, type ScenePose, type SceneTime } from '../server/src/ai/scene-brief.ts';
import { createOfflineIllustrator } from '../server/src/ai/offline/illustrator/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { place: { type: 'string', default: 'home' }, pose: { type: 'string', default: 'holding' }, time: { type: 'string', default: 'day' }, styles: { type: 'string' }, big: { type: 'boolean', default: false } },
});
const place = values.place as ScenePlace;
if (!(SCENE_PLACES as readonly string[]).includes(place)) throw new Error(`place: one of ${SCENE_PLACES.join(', ')}`);
const illustrator = createOfflineIllustrator();
const bible = { heroName: 'Maya', heroCharacter: 'little-bear' as const, coverScene: { place, timeOfDay: 'day' as const, cast: [], props: [], mood: 'calm' as const, caption: '' } };
const styles = values.styles ? ART_STYLES.filter((st) => values.styles?.split(',').includes(st)) : ART_STYLES;
const [w, h] = values.big ? [800, 600] : [480, 360];
let html = `<html><body style="margin:0;background:#333;display:grid;grid-template-columns:repeat(${styles.length},${w}px);gap:4px">`;
for (const spec of positionals) {
  const [prop, state] = spec.split(':');
  if (!isSceneProp(prop)) throw new Error(`unknown prop ${prop}`);
  for (const style of styles) {
    const brief: SceneBriefV2 = {
      place, time: values.time as SceneTime, weather: 'clear', framing: 'medium', mood: 'happy', variation: 1, caption: spec,
      cast: [{ who: 'hero', character: 'child', pose: values.pose as ScenePose, holding: prop }, { who: 'companion', character: 'little-bear', pose: 'standing' }],
      props: [{ prop, ...(state ? { state } : {}) }], keyObject: prop, introduced: [prop],
    };
    const svg = (await illustrator.draw(bible, brief, { seed: 2, kind: 'chapter', style })).data.toString('utf8');
    html += `<div style="width:${w}px;height:${h}px">${svg.replace(/width="800" height="600"/, `width="${w}" height="${h}"`)}</div>`;
  }
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: styles.length * (w + 4), height: 800 } });
await page.setContent(`${html}</body></html>`);
const out = `/tmp/props-${positionals[0]?.replace(':', '-')}-${place}.png`;
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(out);
