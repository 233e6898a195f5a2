// The same-seed guard for refactoring the offline storyteller: writes a fixed set of books (a slice of the
// request grid, every parent idea once, both languages, with and without names) and prints one hash of
// everything they hold (text, plan, scene briefs, the idea readings). A pure refactor keeps the hash.
// Run: npx tsx scripts/story-same-seed.ts [every=80]   (prints the hash; 'list' as a 2nd argument prints per book)
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { tellStory } from '../server/src/ai/offline/storyteller/index.ts';
import { readIdea } from '../server/src/ai/offline/storyteller/languages.ts';
import { ideaGrid, requestGrid } from '../server/src/ai/offline/story-lint/request-grid.ts';

const every = Number(process.argv[2] ?? 80);
const list = process.argv[3] === 'list';
const all = createHash('sha256');
const requests = [...requestGrid(every), ...ideaGrid()];
let lastLines: readonly string[] = [];
for (const [i, req] of requests.entries()) {
  // Every other book as a family's next one: the last book's plot and lines change what is picked.
  const told = i % 2 === 0 ? tellStory(req) : tellStory(req, { recentPlots: ['find-lost', 'save-party'], recentLines: lastLines });
  lastLines = told.book.lines;
  const json = JSON.stringify(told);
  all.update(json);
  if (list) console.log(i, createHash('sha256').update(json).digest('hex').slice(0, 12), req.language, req.customPrompt);
}
// Every parent idea, refused ones included, read on its own (the preview's reading).
for (const [lang, file] of [['en', 'parent-ideas-en.yaml'], ['fr', 'parent-ideas-fr.yaml']] as const) {
  const cases = parse(readFileSync(new URL(`../server/src/ai/offline/storyteller/idea/${file}`, import.meta.url), 'utf8')) as { text: string }[];
  for (const c of cases) all.update(JSON.stringify(readIdea(lang, c.text)));
}
console.log(`books ${requests.length} hash ${all.digest('hex')}`);
