// One place drawn at every hour and in every art style, side by side in one PNG (issue 10: look at a new
// place in the light of morning, day, evening and night, and in each medium, before a family sees it).
//   npx tsx scripts/place-sheet.ts <place> [variation] [--character little-bear]
//   e.g. npx tsx scripts/place-sheet.ts zoo 1
// Writes /tmp/place-<place>-<variation>.png (needs /usr/bin/chromium or CHROMIUM_PATH): a row per art style,
// a column per hour.
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ART_STYLES } from '@storyloom/contracts/illustration';
import { SCENE_PLACES, type SceneBriefV2, type ScenePlace } from '../server/src/ai/scene-brief.ts';
import { createOfflineIllustrator } from '../server/src/ai/offline/illustrator/index.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { character: { type: 'string', default: 'little-bear' } } });
const [place = 'zoo', variationText = '0'] = positionals;
if (!(SCENE_PLACES as readonly string[]).includes(place)) throw new Error(`place: one of ${SCENE_PLACES.join(', ')}`);
const variation = Number(variationText);
const illustrator = createOfflineIllustrator();
const bible = { heroName: 'Maya', heroCharacter: values.character as 'little-bear', coverScene: { place, timeOfDay: 'day' as const, cast: [], props: [], mood: 'calm' as const, caption: '' } };
const times = ['morning', 'day', 'evening', 'night'] as const;
const [w, h] = [400, 300];
let html = `<html><body style="margin:0;background:#333;display:grid;grid-template-columns:repeat(${times.length},${w}px);gap:4px">`;
for (const style of ART_STYLES) {
  for (const time of times) {
    const brief: SceneBriefV2 = {
      place: place as ScenePlace, time, weather: 'clear', framing: 'medium', mood: 'happy', variation, caption: `${place} ${time}`,
      cast: [{ who: 'hero', character: 'child', pose: 'waving' }, { who: 'companion', character: values.character as 'little-bear', pose: 'standing' }],
      props: [], introduced: [],
    };
    const svg = (await illustrator.draw(bible, brief, { seed: variation + 1, kind: 'chapter', style })).data.toString('utf8');
    html += `<div style="width:${w}px;height:${h}px">${svg.replace(/width="800" height="600"/, `width="${w}" height="${h}"`)}</div>`;
  }
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: times.length * (w + 4), height: 800 } });
await page.setContent(`${html}</body></html>`);
const out = `/tmp/place-${place}-${variation}.png`;
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(out);
