// « Ma fille Camille a peur du noir » (issue 10, an editor reading the books): the French reader kept only « du noir »,
// so Camille, an epicene name, was written « un enfant » (« un enfant plus âgé » once), and with no name in the form a
// mouse was the hero. The daughter the parent names is the hero, and a girl; a son a boy ('my son', « mon fils »,
// « ma petite Inès », 'our daughter'); « mon petit chat » is no child.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { ownChildSaid } from './idea-child.ts';

const ask = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number): StoryRequest => ({
  character: 'curious-mouse', theme: 'family', length: 'short', language, ageGroup: '8-12', moralLesson: 'none', childName, customPrompt, seed,
});
const hero = (req: StoryRequest) => tellStory(req).plan.cast.find((c) => c.role === 'hero');

describe('the child the parent calls theirs', () => {
  it('reads a daughter, a son and the name written after', () => {
    expect(ownChildSaid('ma fille Camille a peur du noir')).toEqual({ gender: 'f', name: 'Camille' });
    expect(ownChildSaid('mon fils Sacha apprend à nager')).toEqual({ gender: 'm', name: 'Sacha' });
    expect(ownChildSaid('our daughter Sacha is scared of the dark')).toEqual({ gender: 'f', name: 'Sacha' });
    expect(ownChildSaid('My son is scared of the dark')).toEqual({ gender: 'm' });
    expect(ownChildSaid('ma petite Inès a perdu son doudou')).toEqual({ gender: 'f', name: 'Inès' });
    expect(ownChildSaid('mon petit chat a peur du noir')).toBeUndefined();
    expect(ownChildSaid('a girl who finds a dragon')).toBeUndefined();
  });

  it.each([
    ['ma fille Camille a peur du noir', 'french'], ['ma fille Camille va à la piscine', 'french'], ['our daughter Sacha is scared of the dark', 'english'],
  ] as const)('"%s" with no name in the form: the daughter is the hero, a girl', (idea, language) => {
    for (let seed = 1; seed <= 6; seed++) {
      const h = hero(ask(idea, language, '', seed));
      expect(h?.name, `seed ${seed}`).toBe(idea.includes('Camille') ? 'Camille' : 'Sacha');
      expect(h?.gender, `seed ${seed}`).toBe('f');
    }
  });

  it('« ma fille Camille » with Camille in the form is « une jeune fille », never « un enfant »', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(ask('ma fille Camille a peur du noir', 'french', 'Camille', seed));
      expect(plan.cast.find((c) => c.role === 'hero')?.gender, `seed ${seed}`).toBe('f');
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(/Camille, un enfant/);
    }
  });

  it('« mon fils Camille » is a boy', () => {
    expect(hero(ask('mon fils Camille a peur du noir', 'french', '', 2))?.gender).toBe('m');
  });
});
