// Issue 10, 'the parent's idea is the plot': 'riding her bike without training wheels' was 'The Great Bike Hunt',
// 'Lily's first ride on a big girl bike without stabilisers' 'The Great Ride Hunt', 'taking the stabilisers off'
// a search for the stabilisers, « faire du vélo sans les petites roues » « Mais où est le vélo ? ». A first ride
// without stabilisers is learning to ride (learn-skill), said the way parents say it (reading-<lang>.yaml sayings).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a bike without stabilisers is learnt', () => {
  it.each([
    ['en', "Lily's first ride on a big girl bike without stabilisers"], ['en', 'riding her bike without training wheels'],
    ['en', 'taking the stabilisers off his bike'], ['en', 'her first go on her new bike'],
    ['fr', 'faire du vélo sans les petites roues'], ['fr', 'on enlève les roulettes du vélo de Jade'],
  ] as const)('%s "%s" is learning to ride', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('learn');
    expect(reading.deed).toMatch(lang === 'en' ? /^ride a bike/ : /^faire du vélo/);
    const { plan, book } = tellStory({ character: 'little-bear', theme: 'adventure', length: 'medium', language: lang === 'en' ? 'english' : 'french', ageGroup: '5-8', moralLesson: 'perseverance', childName: 'Mia', customPrompt: idea, seed: 3 });
    expect(plan.plot).toBe('learn-skill');
    expect(book.title).not.toMatch(/Hunt|Où est/);
  });

  it('keeps a ride somewhere a journey, and a lesson said whole a lesson', () => {
    expect(readIdea('en', 'riding her bike to the park').situation).toBe('journey');
    expect(readIdea('en', 'learning to ride her bike without stabilisers').deed).toBe('ride a bike without stabilisers');
    expect(readIdea('fr', 'Léo apprend à faire du vélo sans roulettes').deed).toBe('faire du vélo sans roulettes');
  });
});
