// One-off (not committed): the new table rows as key objects on pages, in one style.
import { chromium } from 'playwright-core';
import { createOfflineIllustrator } from '../server/src/ai/offline/illustrator/index.ts';
import type { SceneBriefV2 } from '../server/src/ai/scene-brief.ts';
const style = (process.argv[2] ?? 'classic') as 'classic';
const ill = createOfflineIllustrator();
const cases: [string, SceneBriefV2['place'], SceneBriefV2['time'], string][] = [
  ['vase', 'home', 'day', 'holding'], ['hoover', 'home', 'day', 'worried'], ['moon', 'meadow', 'night', 'pointing'], ['moon', 'sky', 'day', 'pointing'],
  ['island', 'sea', 'day', 'pointing'], ['castle', 'meadow', 'morning', 'walking'], ['fair', 'village', 'day', 'cheering'], ['whale', 'sea', 'day', 'waving'],
  ['spider', 'garden', 'day', 'holding'], ['unicorn', 'forest', 'day', 'hugging'], ['castle', 'castle', 'day', 'pointing'], ['island', 'meadow', 'day', 'pointing'],
];
const bible = { heroName: 'Emma', heroCharacter: 'little-bear', friendCharacter: 'child', friendGender: 'f', childGender: 'f', coverScene: { place: 'forest', timeOfDay: 'day', cast: ['little-bear'], props: [], mood: 'happy', caption: 'x' } } as never;
let html = '<html><body style="margin:0;background:#333;display:grid;grid-template-columns:repeat(4,300px);gap:4px;color:#fff;font:10px sans-serif">';
for (const [i, [prop, place, time, pose]] of cases.entries()) {
  const brief = { place, time, weather: 'clear', framing: 'medium', mood: 'happy', cast: [{ who: 'hero', character: 'child', pose, holding: prop }, { who: 'companion', character: 'little-bear', pose: 'cheering' }], props: [{ prop }], keyObject: prop, introduced: [prop], variation: i, caption: prop } as unknown as SceneBriefV2;
  const svg = (await ill.draw(bible, brief, { seed: i + 3, kind: 'chapter', style })).data.toString('utf8');
  html += `<div><div style="width:300px;height:225px">${svg.replace(/width="800" height="600"/, 'width="300" height="225"')}</div><div>${prop} ${place} ${time}</div></div>`;
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1216, height: 800 } });
await page.setContent(`${html}</body></html>`);
await page.screenshot({ path: `/tmp/pictures-props-${style}.png`, fullPage: true });
await browser.close();
