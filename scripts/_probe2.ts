import { tellStory } from '../server/src/ai/offline/storyteller/index.ts';
import { flagsAt } from '../server/src/ai/offline/storyteller/compose/entities.ts';
const [t, lang] = [process.argv[2]!, process.argv[3] ?? 'english'];
const told = tellStory({ character: 'playful-cat', theme: 'friendship', length: 'short', language: lang as 'french', ageGroup: '5-8', moralLesson: 'none', childName: '', customPrompt: t, seed: 3 });
console.log(told.plan.plot, JSON.stringify(told.plan.idea?.subject), told.plan.cast.map(c=>c.role+':'+(c.name??c.noun)+':'+c.figure).join(' '));
console.log(told.plan.objects.map(o=>o.role+':'+o.noun).join(' '));
console.log(told.plan.idea?.situation, [...flagsAt(told.plan, told.plan.chapters[0]!, new Set(['hero','owner']))].join(','));
