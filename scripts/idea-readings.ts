// Prints every parent idea's reading (idea/parent-ideas-en.yaml, parent-ideas-fr.yaml), one per line, so
// that a change to the idea reader can be reviewed reading by reading: run it before and after, then diff.
// Run: npx tsx scripts/idea-readings.ts > /tmp/readings-before.txt
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { readIdea } from '../server/src/ai/offline/storyteller/languages.ts';

for (const lang of ['en', 'fr'] as const) {
  const file = new URL(`../server/src/ai/offline/storyteller/idea/parent-ideas-${lang}.yaml`, import.meta.url);
  const cases = parse(readFileSync(file, 'utf8')) as { text: string }[];
  for (const c of cases) console.log(`${lang} | ${c.text} | ${JSON.stringify(readIdea(lang, c.text))}`);
}
