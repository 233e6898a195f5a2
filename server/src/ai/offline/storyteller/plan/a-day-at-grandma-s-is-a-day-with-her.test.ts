// Fault found reading books (session 34): a bare 'visit Grandma' was an outing under a storm with an enormous umbrella,
// 'a day at Grandpa's' and « aller voir papi » a party to save with balloons, « une visite chez grand-mère » a lost
// 'visite'. A visit to one of the family is a day with them: the short ride, their garden and kitchen, a small trouble,
// the goodbye at their door and a promise (together 'grandvisit').
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

const EN: [string, RegExp][] = [
  ['visit Grandma', /Grandma/], ["a day at Grandpa's", /Grandpa/], ['Emma visits her granny', /Granny/], ['going to see nana and grandad', /Nana|Grandad/],
  ["my son spends the day at his grandpa's house", /Grandpa/], ['we went to visit grandma on sunday', /Grandma/], ['a trip to see Granny in her little house', /Granny/],
  ['Leo goes to his grandpa for the day', /Grandpa/], ["Mia is going to Nanna's today and she is so excited", /Nanna/],
  ['visiting great grandma', /Grandma/], ['a day with grandpa in his garden and his shed', /Grandpa/], ['vist to grandmas house', /Grandma/],
  ['Noah spends saturday with his granny', /Granny/], ["a day at nan's", /Nan/], ['going round to grandads after school', /Grandad/],
  ['Ava loves visiting her gran', /Gran/],
];
const FR: [string, RegExp][] = [
  ['aller voir papi', /Papi/], ['une journée chez mamie', /Mamie/], ['Léo va chez sa mamie', /Mamie/], ['on va voir papi et mamie dimanche', /Papi|Mamie/],
  ['ma fille passe la journée chez son papi', /Papi/], ['une visite chez grand-mère', /[Gg]rand-mère/], ['Jade rend visite à sa mamie', /Mamie/],
  ['mon fils adore aller chez sa mamie', /Mamie/], ['Hugo passe le mercredi chez mamie', /Mamie/],
  ['visite chez papy dans sa petite maison', /Papy/], ['une journée chez papi dans son jardin avec son cabanon', /Papi/],
  ['on est allés chez mamie hier', /Mamie/], ['aller chez mami et papi', /Mami|Papi/], ['mon fils va chez son grand-père pour la journée', /[Gg]rand-père/],
  ['journee chez mamie', /Mamie/], ['Chloé passe le week-end chez sa mémé', /[Mm]émé/],
];

describe("a day at Grandma's is a day with her", () => {
  it.each([...EN.map(([i, w]) => ['english', i, w] as const), ...FR.map(([i, w]) => ['french', i, w] as const)])('%s "%s": their house, a goodbye and a promise; no storm, no party', (language, idea, who) => {
    for (const [seed, length, age] of [[1, 'short', '3-5'], [2, 'medium', '5-8'], [3, 'long', '8-12']] as const) {
      const { plan, story } = tellStory({ character: 'curious-mouse', theme: 'family', length, language, ageGroup: age, moralLesson: 'none', childName: 'Emma', customPrompt: idea, seed });
      expect(plan.plot, `${length}`).toBe('do-together');
      expect(plan.idea?.together, `${length}`).toBe('grandvisit');
      const text = story.chapters.map((c) => c.content).join('\n');
      expect(text, `${length}`).toMatch(who);
      expect(text, `${length}`).toMatch(language === 'english' ? /goodbye|Promise|back soon|come back/i : /au revoir|Promis|reviens/i);
      expect(text, `${length}`).not.toMatch(/umbrella|parapluie|balloons|ballons|storm|orage/i);
      expect(plan.chapters.at(-1)?.place, `${length}`).toBe('home');
    }
  });

  it('keeps what is not a day at theirs: a train trip to see grandma, Granny at the seaside, a cake baked at Grandma\'s', () => {
    const plot = (idea: string, language: 'english' | 'french') => tellStory({ character: 'curious-mouse', theme: 'family', length: 'medium', language, ageGroup: '5-8', moralLesson: 'none', childName: 'Emma', customPrompt: idea, seed: 1 }).plan;
    expect(plot('a train trip to see grandma', 'english').plot).toBe('reach-place');
    expect(plot('un voyage en train pour voir mamie', 'french').plot).toBe('reach-place');
    expect(plot('visiting granny at the seaside', 'english').idea?.together).not.toBe('grandvisit');
    expect(plot('baking a cake at grandma\'s', 'english').idea?.together).toBe('baking');
  });
});
