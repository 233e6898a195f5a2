// How many of the things the preview says it will use are never said in the book (idea/preview-told.ts), over
// parent-ideas-<lang>.yaml and idea/preview-ideas.yaml, three seeds each (a short, a medium and a long book).
// Run: npx tsx scripts/preview-told.ts [-q]
import { previewIdeas, unsaid } from '../server/src/ai/offline/storyteller/idea/preview-told.ts';

let checked = 0;
let never = 0;
for (const lang of ['en', 'fr'] as const) {
  for (const idea of previewIdeas(lang)) {
    for (const seed of [1, 2, 3]) {
      const r = unsaid(lang, idea, seed);
      checked += r.checked;
      never += r.never.length;
      if (!process.argv.includes('-q')) for (const u of r.never) console.log(`NEVER ${lang} | ${idea} | ${u.item} -> ${u.head} | seed ${seed}`);
    }
  }
}
console.log(`used items ${checked}, never said ${never} (${((100 * never) / checked).toFixed(1)}%)`);
