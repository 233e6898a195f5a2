// Read by the lead in "Mia's first sleepover at Lily's house" (perseverance): the teddy was found missing, then
// "It did not work. She sat down with a bump. 'I want to stop'" and "Just once more. And this time Marigold
// helped. It worked!": nothing was being tried. In the days whose trouble is felt, not worked at (someone poorly
// looked after, a poorly pet, a sleepover, summer camp, a big day out: plan/flag-words.yaml 'felt-trouble'), the
// wish to give up follows a try to put it right, in the house or at the place: no pebble kicked at the bedside,
// no 'going home' from a friend's bedroom, no helper helping with nothing.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const DAYS = {
  english: ['Granny is poorly', 'my puppy is poorly', "Mia's first sleepover at Lily's house", 'Olivia goes to summer camp', 'a trip to the zoo', 'Jack visits the fire station'],
  french: ['mamie est malade', 'sa première soirée pyjama chez Jade', 'il part en colonie', 'une journée à la piscine'],
} as const;

describe("a day's give-up, in a perseverance book, follows a try", () => {
  it.each(Object.entries(DAYS).flatMap(([language, ideas]) => ideas.map((idea) => [idea, language as keyof typeof DAYS] as const)))('"%s" (%s)', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const told = tellStory({ character: 'playful-cat', theme: 'friendship', length: 'medium', language, ageGroup: seed % 2 ? '3-5' : '8-12', moralLesson: 'perseverance', childName: 'Mia', customPrompt: idea, seed });
      expect(told.plan.plot, idea).toBe('do-together');
      const moral = told.book.chapters.flatMap((c) => c.parts).filter((p) => p.kind.startsWith('moral'));
      const giveUp = moral[0]?.text ?? '';
      expect(giveUp, `seed ${seed}`).toMatch(language === 'english' ? /\btried\b/ : /\bessaya\b/);
      expect(moral.map((p) => p.text).join(' '), `seed ${seed}`).not.toMatch(/pebble|stone|go(?:ing)? home|helped\. It worked|caillou|pierre|rentrer|aida\. Ça a marché/);
    }
  });
});
