/// <reference lib="dom" />
// bench/web open-book-service: a parent's click on 'Create' to the book on screen, for a medium book
// written by an OpenAI-compatible AI service at 100 tokens/s, in headless Chromium against the real product
// (built web app, worker in-process, AI_BASE_URL set as in the README's production configuration).
// The service is a STAND-IN: the local HTTP server the server's own tests use (it speaks the OpenAI wire
// format), streaming the story one token (4 characters of its JSON, about an English token) every 10 ms,
// with no wait before the first token. The story it writes is the built-in storyteller's book for the same
// choices, each chapter brought to the middle of the prompt's word band (what the prompt asks a service
// for) by repeating its paragraphs. Pictures and narration stay the built-in ones (AI_IMAGES unset).
// Aim (issue 16): the reader open at the first chapter < 5 s after the click, the rest arriving while it
// is read. Before issue 16's work a medium book opened about 28 s after the click, once whole. Printed
// beside each figure: the stream's own share (the writer hands chapter 1 over once its closing brace arrives).
// Timed inside the page, from the click: the book laid out with chapter 1's text in it, then the whole book
// (the last chapter in it and nothing left 'being written'). Needs `npm run build -w web` first.
import { loadavg } from 'node:os';
import { CHAPTERS_BY_LENGTH, GENERATION_DEFAULTS } from '@storyloom/contracts/options';
import type { Page } from 'playwright-core';
import { tellStory } from '../../server/src/ai/offline/storyteller/index.ts';
import { WORDS_PER_CHAPTER } from '../../server/src/ai/openai/story-prompt.ts';
import type { ServiceStory } from '../../server/src/ai/openai/story-schema.ts';
import { startFakeOpenAIServer } from '../../server/src/ai/openai/test-support/fake-openai-server.ts';
import { startBenchApp } from '../lib/bench-app.ts';
import { median, percentile, table } from '../lib/stats.ts';
import { clickCreate, launchChromium, signedInPage } from '../lib/web-generator.ts';

const RUNS = Number(process.env.BENCH_SERVICE_RUNS ?? 3);
const TOKENS_PER_SECOND = 100;
const CHARS_PER_TOKEN = 4;
const AIM_MS = 5000;
const BEFORE_MS = 28_000;

/** The stand-in's story: the built-in storyteller's medium book, each chapter as long as a service writes it. */
function standInStory(): { json: string; firstChapter: string; lastChapter: string } {
  const { story } = tellStory({
    character: 'wise-owl', theme: 'friendship', length: 'medium', language: 'english', ageGroup: GENERATION_DEFAULTS.ageGroup,
    moralLesson: '', childName: 'Léa', customPrompt: '', seed: 1,
  });
  const band = WORDS_PER_CHAPTER[GENERATION_DEFAULTS.ageGroup];
  const words = (band.min + band.max) / 2;
  const scene = (caption: string) => ({ place: 'forest', timeOfDay: 'day' as const, cast: ['wise-owl', 'child'], props: ['lantern'], mood: 'happy' as const, caption });
  const chapters = story.chapters.slice(0, CHAPTERS_BY_LENGTH.medium).map((c) => {
    const paragraphs = c.content.split(/\n\n+/);
    const out: string[] = [];
    for (let i = 0; out.join(' ').split(/\s+/).length < words; i++) out.push(paragraphs[i % paragraphs.length] ?? '');
    return { title: c.title, content: out.join('\n\n'), scene: scene(c.title) };
  });
  // Key order as storySchema asks (the title, the chapters, then the back cover and the cover's bible).
  const service: ServiceStory = {
    title: story.title,
    chapters,
    description: story.description,
    bible: { heroName: story.bible.heroName, heroCharacter: 'wise-owl', friendName: null, friendCharacter: null, coverScene: scene(story.title) },
  };
  return { json: JSON.stringify(service), firstChapter: chapters[0]?.content.slice(0, 60) ?? '', lastChapter: chapters.at(-1)?.content.slice(0, 60) ?? '' };
}

/** Milliseconds from the click. */
interface Opened {
  firstChapter: number;
  wholeBook: number;
}

/** The time in the page of the first frame where the reader's book is laid out with `text` in it; `whole`: and nothing is still arriving. */
async function whenInBook(page: Page, text: string, whole: boolean): Promise<number> {
  const handle = await page.waitForFunction(({ text, whole }) => {
    const book = document.querySelector('.reader-book');
    const leaf = book?.querySelector('.reader-page');
    const laidOut = !!leaf && leaf.getBoundingClientRect().width > 0 && (book?.textContent ?? '').includes(text);
    const arriving = !!document.querySelector('[data-testid="arriving-status"]');
    return laidOut && !(whole && arriving) ? performance.now() : false;
  }, { text, whole }, { polling: 'raf', timeout: 180_000 });
  return (await handle.jsonValue()) as number;
}

async function openOneBook(page: Page, story: ReturnType<typeof standInStory>): Promise<Opened> {
  await clickCreate(page, ['Wise owl', 'Friendship', /^Medium\s*\d+ chapters/]);
  // Chapter 1 readable: the flip book laid out, chapter 1's text among its leaves.
  const first = await whenInBook(page, story.firstChapter, false);
  // The whole book: the last chapter in, nothing still being written or painted.
  const whole = await whenInBook(page, story.lastChapter, true);
  const at = await page.evaluate(() => (window as unknown as { benchClickAt: number }).benchClickAt);
  return { firstChapter: first - at, wholeBook: whole - at };
}

export async function benchOpenBookService(): Promise<void> {
  const story = standInStory();
  let streamStart = 0;
  const standIn = await startFakeOpenAIServer({
    chatContent: () => story.json,
    pieceSize: CHARS_PER_TOKEN,
    // One token every 10 ms, on a fixed schedule from the stream's first token (no drift from timers).
    beforeChatPiece: async (index) => {
      if (index === 0) streamStart = performance.now();
      const due = streamStart + (index * 1000) / TOKENS_PER_SECOND;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  });
  const bench = await startBenchApp({ AI_BASE_URL: standIn.baseURL, AI_API_KEY: 'stand-in-key', NARRATION_PREWARM: 'true' });
  const browser = await launchChromium();
  try {
    const { page, context } = await signedInPage(browser, bench);
    const runs: Opened[] = [];
    try {
      await openOneBook(page, story); // warm-up: the browser's cache holds the app, as on a parent's second book
      for (let i = 0; i < RUNS; i++) runs.push(await openOneBook(page, story));
    } finally {
      await context.close();
    }
    // The stream's own floor: the writer hands chapter 1 over once its closing brace has arrived.
    const tokens = (chars: number) => Math.ceil(chars / CHARS_PER_TOKEN);
    const chapterTwo = story.json.indexOf('"title"', story.json.indexOf(story.firstChapter));
    const chapterOneClosed = story.json.lastIndexOf('}', chapterTwo) + 1;
    const streamMs = (chars: number) => Math.round((tokens(chars) * 1000) / TOKENS_PER_SECOND);
    const ms = (list: number[], p: number) => Math.round(percentile(list, p));
    console.log(`\nweb: click 'Create' to the book on screen, medium book from an AI service stand-in at ${TOKENS_PER_SECOND} tokens/s (${RUNS} runs; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
    const chapterOne = story.json.indexOf('"chapters"');
    console.log(`the stand-in's story: ${tokens(story.json.length)} tokens; chapter 1 begins at token ${tokens(chapterOne)}, closes at token ${tokens(chapterOneClosed)}: the stream alone hands chapter 1 over after ${(tokens(chapterOneClosed) / TOKENS_PER_SECOND).toFixed(1)} s`);
    const first = runs.map((r) => r.firstChapter);
    const whole = runs.map((r) => r.wholeBook);
    console.log(table([
      { what: 'click -> chapter 1 in the open book', 'median ms': Math.round(median(first)), 'max ms': ms(first, 100), 'stream alone ms': streamMs(chapterOneClosed), aim: `< ${AIM_MS}`, 'issue 16 measured before': BEFORE_MS },
      { what: 'click -> the whole book', 'median ms': Math.round(median(whole)), 'max ms': ms(whole, 100), 'stream alone ms': streamMs(story.json.length), aim: 'after chapter 1, while it is read', 'issue 16 measured before': '' },
    ]));
  } finally {
    await browser.close();
    await bench.close();
    await standIn.close();
  }
}
