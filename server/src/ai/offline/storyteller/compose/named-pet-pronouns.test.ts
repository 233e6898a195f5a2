// A pet the parent named, whose sex we do not know ('our rabbit Clover'), is 'its' and 'it' in English,
// never its name again in a pronoun's place ('Clover went straight to Clover's favourite spot').
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { loadLocale } from '../content/load-content.ts';
import { EN_GRAMMAR } from '../locales/en/grammar.ts';
import { entitiesOf } from './entities.ts';

const content = loadLocale('en', EN_GRAMMAR);
const told = (idea: string) => tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'medium', language: 'english', ageGroup: '5-8', moralLesson: 'sharing', childName: 'Ella', customPrompt: idea, seed: 3 });

describe('a named pet of unknown sex in English', () => {
  it('is its and it after its name, whatever role it plays', () => {
    for (const idea of ['our rabbit Clover ran away', 'our tortoise Pebble is scared of the rain', 'our hamster Nibbles is stuck behind the sofa']) {
      const { plan } = told(idea);
      const role = plan.cast.find((c) => c.fromIdea && c.name)?.role ?? plan.objects.find((o) => o.name)?.role;
      expect(role, idea).toBeDefined();
      const pet = entitiesOf(plan, content)[role ?? ''];
      expect(pet && EN_GRAMMAR.field(pet, 'his'), idea).toBe('its');
      expect(pet && EN_GRAMMAR.field(pet, 'him'), idea).toBe('it');
    }
  });

  it('calls a named person of unknown sex "they", a child hero too', () => {
    const { plan } = tellStory({ character: 'curious-mouse', theme: 'adventure', length: 'short', language: 'english', ageGroup: '5-8', moralLesson: 'sharing', childName: 'Sacha', customPrompt: 'our rabbit Clover ran away', seed: 3 });
    const hero = entitiesOf(plan, content).hero;
    expect(hero && EN_GRAMMAR.field(hero, 'his')).toBe('their');
  });
});
