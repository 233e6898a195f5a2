// Prints what the pictures show over a slice of the request grid (story-lint/request-grid.ts): the
// share of each pose among every figure drawn, the hero's poses apart, the framings, the pages with a key
// object, and how often one book repeats a place's page at the same framing. Issue 10 'Pictures of the
// page': standing should be a minority of poses.
// Run: npx tsx scripts/scene-poses.ts [every=20]
import { tellStory } from '../server/src/ai/offline/storyteller/index.ts';
import { requestGrid } from '../server/src/ai/offline/story-lint/request-grid.ts';

const every = Number(process.argv[2] ?? 20);
const poses = new Map<string, number>();
const heroPoses = new Map<string, number>();
const framings = new Map<string, number>();
const count = (m: Map<string, number>, k: string): void => { m.set(k, (m.get(k) ?? 0) + 1); };
let pages = 0;
let figures = 0;
let keyed = 0;
let holding = 0;
let books = 0;
let allStanding = 0;
for (const req of requestGrid(every)) {
  const { book } = tellStory(req);
  books++;
  for (const { brief } of book.chapters) {
    pages++;
    count(framings, brief.framing);
    if (brief.keyObject) keyed++;
    if (brief.cast.every((c) => c.pose === 'standing')) allStanding++;
    for (const [i, c] of brief.cast.entries()) {
      figures++;
      count(poses, c.pose);
      if (i === 0) count(heroPoses, c.pose);
      if (c.holding) holding++;
    }
  }
}
const table = (title: string, m: Map<string, number>, total: number): void => {
  console.log(`\n${title}`);
  for (const [k, n] of [...m].sort((a, b) => b[1] - a[1])) console.log(`  ${k.padEnd(12)} ${String(n).padStart(6)}  ${((100 * n) / total).toFixed(1).padStart(5)} %`);
};
console.log(`books ${books}  pages ${pages}  figures ${figures}`);
console.log(`pages with a key object ${((100 * keyed) / pages).toFixed(1)} %  figures holding something ${((100 * holding) / figures).toFixed(1)} %  pages where everyone stands ${((100 * allStanding) / pages).toFixed(1)} %`);
table('poses of every figure', poses, figures);
table("the hero's poses", heroPoses, pages);
table('framings', framings, pages);
