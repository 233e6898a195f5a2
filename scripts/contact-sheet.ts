// Contact sheet of a whole book: the offline storyteller writes it, the offline illustrator draws every
// page, and Chromium renders the pages side by side to one PNG to look at (issue 10: look at the pictures
// page by page, in several styles, places, night and day).
//   npx tsx scripts/contact-sheet.ts [character] [language] [style] [idea] [seed]
//   e.g. npx tsx scripts/contact-sheet.ts little-bear french watercolour "un parapluie rouge et un orage" 7
// Writes /tmp/contact-<character>-<language>-<style>-<seed>.png (needs /usr/bin/chromium or CHROMIUM_PATH).
import { chromium } from 'playwright-core';
import { ART_STYLES, type ArtStyle } from '@storyloom/contracts/illustration';
import { CHARACTERS, type Character, type StoryLanguage } from '@storyloom/contracts/options';
import { createOfflineIllustrator } from '../server/src/ai/offline/illustrator/index.ts';
import { createStoryteller } from '../server/src/ai/offline/storyteller/index.ts';

const [character = 'little-bear', language = 'english', style = 'classic', idea = 'a red umbrella and a storm', seedText = '7'] = process.argv.slice(2);
if (!(CHARACTERS as readonly string[]).includes(character)) throw new Error(`character: one of ${CHARACTERS.join(', ')}`);
if (!(ART_STYLES as readonly string[]).includes(style)) throw new Error(`style: one of ${ART_STYLES.join(', ')}`);
const seed = Number(seedText);

const story = await createStoryteller().write({
  character: character as Character, theme: 'adventure', length: 'long', language: language as StoryLanguage, ageGroup: '5-8',
  moralLesson: 'sharing', childName: language === 'french' ? 'Zoé' : 'Maya', customPrompt: idea, seed,
});
const illustrator = createOfflineIllustrator();
const bible = { ...story.bible, childLook: { skin: 'medium', hair: 'long', hairColour: 'dark-brown', glasses: true } as const };
const opts = { style: style as ArtStyle };
let html = '<html><body style="margin:0;background:#333;display:grid;grid-template-columns:repeat(4,300px);gap:4px;color:#fff;font:10px sans-serif">';
const cover = (await illustrator.draw(bible, story.bible.coverScene, { seed, kind: 'cover', ...opts })).data.toString('utf8');
html += `<div style="width:169px;height:225px">${cover.replace(/width="600" height="800"/, 'width="169" height="225"')}</div>`;
for (const [i, chapter] of story.chapters.entries()) {
  const svg = (await illustrator.draw(bible, chapter.scene, { seed: seed + i + 1, kind: 'chapter', ...opts })).data.toString('utf8');
  const label = `${i + 1}. ${chapter.scene.caption}`.replace(/[<&]/g, '');
  html += `<div><div style="width:300px;height:225px">${svg.replace(/width="800" height="600"/, 'width="300" height="225"')}</div><div style="height:26px;overflow:hidden">${label}</div></div>`;
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1212, height: 800 } });
await page.setContent(`${html}</body></html>`);
const out = `/tmp/contact-${character}-${language}-${style}-${seed}.png`;
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`${story.title}: ${out}`);
