// Prints how different two seeds of the same request make a book: over a slice of the request grid
// (story-lint/request-grid.ts), the share of sentences (4 words or more) two books have in common,
// and the worst pairs. The storyteller's test holds the mean under a third.
// Run: npx tsx scripts/story-variety.ts [every=20] [filter, e.g. "french 3-5" or "sharing"]
import { tellStory } from '../server/src/ai/offline/storyteller/index.ts';
import { requestGrid } from '../server/src/ai/offline/story-lint/request-grid.ts';
import { longSentences, sharedFraction } from '../server/src/ai/offline/story-lint/text-measures.ts';

const every = Number(process.argv[2] ?? 20);
const filter = process.argv[3] ?? '';
const rows: { fraction: number; samePlot: boolean; label: string }[] = [];
const often = new Map<string, number>();
for (const a of requestGrid(every)) {
  if (filter && !`${a.language} ${a.ageGroup} ${a.theme} ${a.moralLesson}`.includes(filter)) continue;
  const first = tellStory(a);
  const second = tellStory({ ...a, seed: a.seed * 31 + 7 });
  const textsA = first.book.chapters.map((c) => c.content);
  const textsB = second.book.chapters.map((c) => c.content);
  rows.push({
    fraction: sharedFraction(textsA, textsB),
    samePlot: first.plan.plot === second.plan.plot,
    label: `${a.language} ${a.ageGroup} ${a.length} ${a.theme} ${a.moralLesson || 'none'} ${first.plan.plot}/${second.plan.plot} "${a.customPrompt}"`,
  });
  const inB = new Set(textsB.flatMap(longSentences));
  for (const s of new Set(textsA.flatMap(longSentences))) if (inB.has(s)) often.set(s, (often.get(s) ?? 0) + 1);
}
rows.sort((x, y) => y.fraction - x.fraction);
const mean = rows.reduce((sum, r) => sum + r.fraction, 0) / Math.max(1, rows.length);
const under = rows.filter((r) => r.fraction < 1 / 3).length;
console.log(`pairs ${rows.length}  mean shared ${mean.toFixed(3)}  under a third ${under}/${rows.length}  worst ${(rows[0]?.fraction ?? 0).toFixed(3)}  same plot ${rows.filter((r) => r.samePlot).length}`);
for (const r of rows.slice(0, 8)) console.log(`${r.fraction.toFixed(3)} ${r.samePlot ? 'same plot' : 'other plot'}  ${r.label}`);
console.log('\nsentences most often shared by a pair:');
for (const [s, n] of [...often].sort((x, y) => y[1] - x[1]).slice(0, 10)) console.log(`${n}  ${s}`);
