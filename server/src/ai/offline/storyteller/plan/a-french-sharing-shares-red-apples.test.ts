// Read as a parent (issue 10): « un panier de pommes » read oddly in French sharing scenes (the basket was shared
// out, « le partagea »): the gift is « des pommes rouges », and each line says « les » of them, never « le ».
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('a French sharing book shares red apples', () => {
  it('names « des pommes rouges », never « un panier de pommes », and shares them as « les »', () => {
    let apples = 0;
    for (let seed = 1; seed <= 24; seed++) {
      const { book } = tellStory({
        character: 'curious-mouse', theme: 'adventure', length: 'short', language: 'french', ageGroup: seed % 2 ? '5-8' : '3-5',
        moralLesson: 'sharing', childName: 'Jade', customPrompt: seed % 3 ? 'un bébé oiseau tombé du nid' : 'notre chiot mâchouille les chaussures', seed,
      });
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/panier de pommes/);
      if (/pommes rouges/.test(text)) apples++;
      expect(text, `seed ${seed}`).not.toMatch(/pommes rouges[^.!?]{0,40} et le partagea/);
    }
    expect(apples, 'some books share the red apples').toBeGreaterThan(0);
  });
});
