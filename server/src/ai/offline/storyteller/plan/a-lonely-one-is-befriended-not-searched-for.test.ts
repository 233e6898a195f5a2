// Fault found reading fresh parent ideas: in French, « un hérisson qui veut un câlin » and « un petit hibou timide
// qui n'a pas d'ami » (flag lonely: a friend to make) were told as a friend gone missing: « Parti voir le mont
// Cime-des-Nuages, je reviens vite », the second breakfast bowl waiting, « Chloé retrouve un ami ». The French
// find-friend had no tellings for a shy one to befriend; English had. Now both: the lonely one is met shyly,
// tempted out with a present and patience, and befriended, never looked for as if lost.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const lost = {
  english: /Where Did .* Go\?|gone to see|since yesterday|back soon|couldn't find the way back|the song that only/i,
  french: /Où est passée?|retrouve un ami|je reviens vite|depuis la veille|manquait à l'appel|deux bols|plus retrouvé le chemin|pour ramener .* à la maison/i,
};

describe('a lonely one is befriended, not searched for', () => {
  it.each([
    ['french', 'un hérisson qui veut un câlin mais qui pique'],
    ['french', "un petit hibou timide qui n'a pas d'ami"],
    ['english', 'a hedgehog who wants a hug but is too prickly'],
    ['english', 'a shy little owl who has no friends'],
  ] as const)('%s "%s"', (language, idea) => {
    for (let seed = 1; seed <= 8; seed++) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'friendship', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: 'none', childName: 'Chloé', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('find-friend');
      const text = [book.title, book.description, ...book.chapters.map((c) => c.content)].join('\n');
      expect(text, `seed ${seed}`).not.toMatch(lost[language]);
      const resolution = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'));
      expect(book.chapters[resolution?.index ?? -1]?.content, `seed ${seed}`).toMatch(language === 'french' ? /amis?\b|amitié/ : /friend/);
    }
  });
});
