// Prints offline books to read them as a parent would: npx tsx scripts/story-print.ts [idea] [options]
// e.g. npx tsx scripts/story-print.ts "our dog Biscuit is scared of the bath" --name Emma --length long --age 5-8
import { parseArgs } from 'node:util';
import { tellStory } from '../server/src/ai/offline/storyteller/index.ts';
import type { AgeGroup, Character, MoralLesson, StoryLength, Theme } from '@storyloom/contracts/options';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string', default: '' }, length: { type: 'string', default: 'short' }, age: { type: 'string', default: '5-8' },
    character: { type: 'string', default: 'curious-mouse' }, theme: { type: 'string', default: 'adventure' },
    moral: { type: 'string', default: 'sharing' }, language: { type: 'string', default: 'english' }, seed: { type: 'string', default: '1' },
    briefs: { type: 'boolean', default: false },
  },
});
const { plan, book } = tellStory({
  character: values.character as Character, theme: values.theme as Theme, length: values.length as StoryLength,
  language: values.language as 'english', ageGroup: values.age as AgeGroup, moralLesson: values.moral as MoralLesson,
  childName: values.name ?? '', customPrompt: positionals.join(' '), seed: Number(values.seed),
});
console.log(`# ${book.title}  [plot ${plan.plot}, idea as ${plan.ideaRole ?? '-'}]\n${book.description}\n`);
for (const [i, c] of book.chapters.entries()) {
  const t = plan.chapters[i]?.time;
  console.log(`## ${i + 1}. ${c.title}  (day ${t?.day} ${t?.slot}, ${plan.chapters[i]?.weather}, ${plan.chapters[i]?.place}: ${plan.places.find((p) => p.role === plan.chapters[i]?.place)?.id})\n${c.content}\n`);
  if (values.briefs) console.log(`   [picture] ${JSON.stringify(c.brief)}\n`);
}
