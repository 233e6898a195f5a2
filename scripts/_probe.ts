import { readIdea } from '../server/src/ai/offline/storyteller/languages.ts';
import { tellStory } from '../server/src/ai/offline/storyteller/index.ts';
const ideas = process.argv.slice(2);
for (const t of ideas) {
  const lang = /[àâçéèêëîïôûù]|\b(?:un|une|le|la|qui|de)\b/.test(t) ? 'fr' : 'en';
  const r = readIdea(lang, t);
  const told = tellStory({ character: 'curious-mouse', theme: 'friendship', length: 'short', language: lang === 'fr' ? 'french' : 'english', ageGroup: '5-8', moralLesson: 'none', childName: '', customPrompt: t, seed: 2 });
  const hero = told.plan.cast.find((c) => c.role === 'hero');
  console.log(lang, '|', t, '|', r.situation, r.together ?? '', r.subject ? `${r.subject.head}/${r.subject.kind}/${r.subject.prop ?? ''}/${r.subject.figure ?? ''}` : '', '|', told.plan.plot, '| hero', JSON.stringify(hero).slice(0, 200));
  console.log('   ', told.book.chapters[0]!.content.slice(0, 300).replace(/\n/g, ' '));
}
