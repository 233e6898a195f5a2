// Found reading (session 34): « aller à la pêche avec son grand frère » was « Mais où est la pêche ? », a search for
// a peach, because a French brother is no family word of the lexicon (it would make « Frère » a name). A brother,
// a sister or a cousin a thing is done with is the one beside the child all along, as Grandpa would be.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const IDEAS = [
  ['fr', 'aller à la pêche avec son grand frère', 'frère'],
  ['fr', 'faire un bonhomme de neige avec sa grande sœur', 'sœur'],
  ['fr', 'Léo fait des crêpes avec sa cousine', 'cousine'],
  ['fr', 'une cabane dans le jardin avec mon frérot', 'frérot'],
  ['en', 'going fishing with her big brother', 'brother'],
  ['en', 'baking a cake with his sister', 'sister'],
  ['en', 'building a snowman with my cousin', 'cousin'],
] as const;

describe('a brother, a sister or a cousin', () => {
  it.each(IDEAS)('%s "%s": done together, with them', (lang, idea, who) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('together');
    expect(r.owner?.head).toBe(who);
    expect(r.owner?.name).toBeUndefined();
  });

  it('goes fishing with the big brother in French, never looking for a peach', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, book } = tellStory({ character: 'curious-mouse', theme: 'family', length: 'short', language: 'french', ageGroup: '5-8', moralLesson: 'none', childName: 'Mia', customPrompt: 'aller à la pêche avec son grand frère', seed });
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).toMatch(/grand frère/);
      expect(text, `seed ${seed}`).not.toMatch(/où est la pêche|retrouver la pêche/i);
    }
  });
});
