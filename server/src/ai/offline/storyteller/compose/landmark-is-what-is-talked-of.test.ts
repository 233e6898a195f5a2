// 'The old windmill on the hill': the landmark is where the story happens and what everyone talks of
// ({focus}), never the stock umbrella of the storm ('asked straight out about the big yellow umbrella').
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { loadLocale } from '../content/load-content.ts';
import { EN_GRAMMAR } from '../locales/en/grammar.ts';
import { entitiesOf } from './entities.ts';

const content = loadLocale('en', EN_GRAMMAR);

describe('a landmark idea', () => {
  it('is the focus of the book', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan } = tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'medium', language: 'english', ageGroup: '8-12', moralLesson: 'perseverance', childName: 'Freya', customPrompt: 'the old windmill on the hill', seed });
      expect(plan.ideaRole).toBe('place');
      expect(EN_GRAMMAR.field(entitiesOf(plan, content).focus ?? { gender: 'n' }, 'the'), `seed ${seed}`).toBe('the old windmill');
    }
  });
});
