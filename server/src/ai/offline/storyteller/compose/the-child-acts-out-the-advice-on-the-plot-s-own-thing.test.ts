// Editors read 'Then Lou remembered Ember's words: look again', a general deed, and then a turning point that solved
// the plot some other way: the advice and the answer were two unrelated things. Now the turning point is the advice
// applied to the plot's own thing (plots/<plot>/advice.yaml): look again, and there is the kite; together, the cat is
// freed on three; slowly, the music box mended bit by bit; another way, the umbrella held low like a shield. Its first
// sentence has the child as subject, the advice's deed and the plot's thing, in both languages, for every age.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';
import { sentencesOf } from '../../story-lint/text-measures.ts';

const IDEAS: [string, StoryRequest['language']][] = [
  ['we lost the red ball at the beach', 'english'], ['a squirrel trapped in the garden shed', 'english'], ['fixing the cracked toy boat', 'english'],
  ['a little seal that cannot find the sea', 'english'], ['planting tomato seeds with dad', 'english'], ['walking all the way to the old windmill', 'english'],
  ['ma petite voiture perdue dans le jardin', 'french'], ['un écureuil coincé dans la cabane', 'french'], ['réparer le bateau en bois fendu', 'french'],
  ['un bébé phoque qui ne retrouve pas la mer', 'french'], ['planter des graines de tomate avec papa', 'french'], ["marcher jusqu'au vieux moulin", 'french'],
  ['a big thunderstorm on the walk to the farm', 'english'], ['surpris par la tempête en allant à la ferme', 'french'],
  ['learning to ride a bike with no stabilisers', 'english'], ['apprendre à faire du vélo sans les petites roues', 'french'],
];
const ACTED = new Set(['find-lost', 'free-stuck', 'mend-broken', 'bring-home', 'help-grow', 'reach-place', 'weather-storm', 'learn-skill']);
/** The plot's own thing: what is lost, stuck, broken...; in a storm, what the child holds against it (the umbrella). */
const KEY_ROLE = (plot: string): string => (plot === 'weather-storm' ? 'tool' : 'goal');
/** What each kind of advice does, in the turning point's words. */
const ECHO: Record<'en' | 'fr', Record<string, RegExp>> = {
  en: { 'advice-look': /\blooked again\b/, 'advice-together': /\btogether\b/, 'advice-slow': /\bslowly\b/, 'advice-other': /\banother way\b/, 'advice-stand': /\bsomething to stand on\b/ },
  fr: { 'advice-look': /\bde nouveau\b/, 'advice-together': /\bensemble\b/, 'advice-slow': /\bdoucement\b/, 'advice-other': /\bune autre façon\b/, 'advice-stand': /\bmonter sur quelque chose\b/ },
};
/** 'Find something to stand on' is a way to reach: a stuck thing is reached that very way, not just another one. */
const REACHING = new Set(['free-stuck']);
/** The child, by name or, when the page has just named her, by pronoun ('She looked again'). */
const CHILD = /^(Lou|She|He|They|Elle|Il|Iel)\b/u;
const CHARACTERS: StoryRequest['character'][] = ['wise-owl', 'friendly-dragon', 'little-bear', 'curious-mouse'];

describe("the child acts out the helper's advice on the plot's own thing", () => {
  it('over a grid of ideas, ages and seeds in both languages', () => {
    let acted = 0;
    const wrong: string[] = [];
    for (const [idea, language] of IDEAS) for (const ageGroup of ['3-5', '5-8', '8-12'] as const) for (const [i, character] of CHARACTERS.entries()) {
      const { plan, book } = tellStory({ character, theme: 'adventure', language, length: 'medium', ageGroup, moralLesson: 'none', childName: 'Lou', customPrompt: idea, seed: i + 1 });
      if (!ACTED.has(plan.plot) || (plan.plot === 'learn-skill' && !/bike|vélo/u.test(idea))) continue;
      const content = contentFor(plan.lang);
      const parts = book.chapters.flatMap((c) => c.parts);
      const task = content.beats['helper-task'].find((t) => t.key === parts.find((p) => p.kind === 'helper-task')?.key);
      const kind = REACHING.has(plan.plot) && task?.sets?.includes('advice-stand') ? 'advice-stand' : task?.sets?.find((f) => f.startsWith('advice-'));
      if (!kind) continue;
      acted++;
      const first = sentencesOf(parts.find((p) => p.kind === 'turning-point')?.text ?? '')[0] ?? '';
      const goal = plan.objects.find((o) => o.role === KEY_ROLE(plan.plot));
      // A bike lesson's own thing is the bike.
      const thing = plan.plot === 'learn-skill' ? ['bike', 'vélo'] : [goal?.name, ...(goal?.noun ?? '').split(' ')].filter((w): w is string => !!w && w.length > 2);
      const ok = CHILD.test(first) && (ECHO[plan.lang][kind]?.test(first) ?? false) && thing.some((w) => first.toLowerCase().includes(w.toLowerCase()));
      if (!ok) wrong.push(`${language} '${idea}' ${ageGroup} ${character} ${kind} (${thing.join(' ')}): ${first}`);
    }
    expect(acted).toBeGreaterThan(60);
    expect(wrong).toEqual([]);
  });

  it('a stuck thing is reached by standing on something when that was the advice', () => {
    const reached: string[] = [];
    const other: string[] = [];
    for (let seed = 1; seed <= 40 && reached.length + other.length < 3; seed++) for (const ageGroup of ['3-5', '8-12'] as const) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'adventure', language: 'english', length: 'medium', ageGroup, moralLesson: 'none', childName: 'Lou', customPrompt: 'a paper kite stuck in the apple tree', seed });
      const parts = book.chapters.flatMap((c) => c.parts);
      const task = contentFor(plan.lang).beats['helper-task'].find((t) => t.key === parts.find((p) => p.kind === 'helper-task')?.key);
      if (plan.plot !== 'free-stuck' || !task?.sets?.includes('advice-stand')) continue;
      const first = sentencesOf(parts.find((p) => p.kind === 'turning-point')?.text ?? '')[0] ?? '';
      (/something to stand on/.test(first) ? reached : other).push(`${ageGroup} seed ${seed}: ${first}`);
    }
    expect(reached.length).toBeGreaterThan(0);
    expect(other).toEqual([]);
  });
});
