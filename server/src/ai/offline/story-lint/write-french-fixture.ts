// Writes clean-french-books.json: the texts of a few French books as the storyteller tells them today,
// with the names whose gender the story must not guess. french-checks.test.ts reads them to check that
// the French checks stay quiet on good French without telling books (the mutation run loads that test
// once per mutant; french-grid.test.ts checks the books as told now, in the normal suite).
// Run: npx tsx server/src/ai/offline/story-lint/write-french-fixture.ts
import { writeFileSync } from 'node:fs';
import { tellStory } from '../storyteller/index.ts';
import { requestGrid } from './request-grid.ts';

const NAMES = ['Emma', 'Léo', 'Sacha', '', 'Camille', 'Kélyo'];
const requests = requestGrid(300).filter((r) => r.language === 'french').slice(0, 12).map((r, i) => ({ ...r, childName: NAMES[i % NAMES.length] ?? '' }));
const books = requests.map((req) => {
  const { plan, book } = tellStory(req);
  return {
    unsure: plan.cast.filter((c) => c.gender === 'n' && c.name).map((c) => c.name ?? ''),
    texts: [book.title, book.description, ...book.chapters.flatMap((c) => [c.title, c.content])],
  };
});
writeFileSync(new URL('./clean-french-books.json', import.meta.url), `${JSON.stringify(books, null, 1)}\n`);
