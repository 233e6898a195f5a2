// Prints how different two seeds of the same options make a story: over the test grid's 384 seed
// pairs, the share of sentences (4 words or more) that two stories have in common, and the worst
// pairs. The test (server/src/ai/offline/writer/writer-api.test.ts) holds every pair under a third.
// Run: npx tsx scripts/story-variety.ts [filter, e.g. "french 3-5" or "sharing"]
import { composeStory } from '../server/src/ai/offline/writer/write-story.ts';
import { longSentences, seedPairs, sharedFraction } from '../server/src/ai/offline/writer/test-grid.ts';

const filter = process.argv[2] ?? '';
const rows: { fraction: number; samePlot: boolean; label: string }[] = [];
const often = new Map<string, number>();
for (const [a, b] of seedPairs()) {
  if (filter && !`${a.language} ${a.ageGroup} ${a.theme} ${a.moralLesson}`.includes(filter)) continue;
  const first = composeStory(a);
  const second = composeStory(b);
  const textsA = first.story.chapters.map((c) => c.content);
  const textsB = second.story.chapters.map((c) => c.content);
  rows.push({
    fraction: sharedFraction(textsA, textsB),
    samePlot: first.skeletonId === second.skeletonId,
    label: `${a.language} ${a.ageGroup} ${a.length} ${a.theme} ${a.moralLesson || 'none'} ${first.skeletonId}/${second.skeletonId}`,
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
