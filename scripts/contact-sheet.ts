// Contact sheet of a whole book: the offline storyteller writes it, the offline illustrator draws every
// page, and Chromium renders the pages side by side to one PNG to look at (issue 10: look at the pictures
// page by page, in several styles, places, night and day), with each chapter's text printed beside it.
//   npx tsx scripts/contact-sheet.ts [character] [language] [style] [idea] [seed] [--theme t] [--moral m]
//     [--length l] [--age a] [--name n] [--big] [--pages 5-8]
//   e.g. npx tsx scripts/contact-sheet.ts little-bear french watercolour "un parapluie rouge et un orage" 7
// Writes /tmp/contact-<character>-<language>-<style>-<seed>.png (needs /usr/bin/chromium or CHROMIUM_PATH)
// and prints each chapter's text with what its picture was asked to show; --big draws pages twice as large,
// --pages keeps some of them (5-8, or 6).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { ART_STYLES, type ArtStyle } from '@storyloom/contracts/illustration';
import { CHARACTERS, type AgeGroup, type Character, type MoralLesson, type StoryLanguage, type StoryLength, type Theme } from '@storyloom/contracts/options';
import { createOfflineIllustrator } from '../server/src/ai/offline/illustrator/index.ts';
import { createStoryteller } from '../server/src/ai/offline/storyteller/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    theme: { type: 'string', default: 'adventure' }, moral: { type: 'string', default: 'sharing' }, length: { type: 'string', default: 'long' },
    age: { type: 'string', default: '5-8' }, name: { type: 'string' }, big: { type: 'boolean', default: false }, pages: { type: 'string' },
  },
});
const [character = 'little-bear', language = 'english', style = 'classic', idea = 'a red umbrella and a storm', seedText = '7'] = positionals;
if (!(CHARACTERS as readonly string[]).includes(character)) throw new Error(`character: one of ${CHARACTERS.join(', ')}`);
if (!(ART_STYLES as readonly string[]).includes(style)) throw new Error(`style: one of ${ART_STYLES.join(', ')}`);
const seed = Number(seedText);

const story = await createStoryteller().write({
  character: character as Character, theme: values.theme as Theme, length: values.length as StoryLength, language: language as StoryLanguage,
  ageGroup: values.age as AgeGroup, moralLesson: values.moral as MoralLesson, childName: values.name ?? (language === 'french' ? 'Zoé' : 'Maya'), customPrompt: idea, seed,
});
const illustrator = createOfflineIllustrator();
const bible = { ...story.bible, childLook: { skin: 'medium', hair: 'long', hairColour: 'dark-brown', glasses: true } as const };
const opts = { style: style as ArtStyle };
const [w, h, cols] = values.big ? [600, 450, 2] : [300, 225, 4];
let html = `<html><body style="margin:0;background:#333;display:grid;grid-template-columns:repeat(${cols},${w}px);gap:4px;color:#fff;font:${values.big ? 14 : 10}px sans-serif">`;
const cover = (await illustrator.draw(bible, story.bible.coverScene, { seed, kind: 'cover', ...opts })).data.toString('utf8');
if (!values.pages) html += `<div style="width:${h * 0.75}px;height:${h}px">${cover.replace(/width="600" height="800"/, `width="${h * 0.75}" height="${h}"`)}</div>`;
console.log(`# ${story.title}\n`);
const range = values.pages?.split('-').map(Number) ?? [1, story.chapters.length];
const [from = 1, to = from] = range;
for (const [i, chapter] of story.chapters.entries()) {
  if (i + 1 < from || i + 1 > to) continue;
  const svg = (await illustrator.draw(bible, chapter.scene, { seed: seed + i + 1, kind: 'chapter', ...opts })).data.toString('utf8');
  const label = `${i + 1}. ${chapter.scene.caption}`.replace(/[<&]/g, '');
  html += `<div><div style="width:${w}px;height:${h}px">${svg.replace(/width="800" height="600"/, `width="${w}" height="${h}"`)}</div><div style="height:${values.big ? 36 : 26}px;overflow:hidden">${label}</div></div>`;
  const s = chapter.scene;
  const brief = 'time' in s
    ? `${s.place} ${s.time} ${s.weather} ${s.framing} | ${s.cast.map((c) => `${c.who}:${c.pose}${c.holding ? `+${c.holding}` : ''}`).join(' ')} | props ${[...s.props, ...(s.named ?? [])].map((p) => `${p.prop}:${p.state ?? ''}`).join(',') || '-'} key ${s.keyObject ?? '-'}`
    : JSON.stringify(s);
  console.log(`## ${i + 1}. ${chapter.title}\n[picture] ${brief}\n${chapter.content}\n`);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: cols * (w + 4), height: 800 } });
await page.setContent(`${html}</body></html>`);
const out = `/tmp/contact-${character}-${language}-${style}-${seed}${values.big ? '-big' : ''}${values.pages ? `-p${values.pages}` : ''}.png`;
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`${story.title}: ${out}`);
