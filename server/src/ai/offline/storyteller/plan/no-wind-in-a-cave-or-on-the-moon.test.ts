// Fault found reading books (session 31): 'Every tree was bending and bowing' in a cave, and on the moon 'A gust
// of wind tore through, sending leaves everywhere' beside 'a little flag ... because there was no wind to wave
// it'. A windy complication never blows where no wind reaches (plan/flag-words.yaml windless).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';

describe('a windless place', () => {
  it('has no windy chapter, over many books that go to a cave or the moon', () => {
    let seen = 0;
    for (const idea of ['teddy went in the washing machine and came out with one eye', 'the moon lost its shine', 'a trip to the moon in a rocket']) {
      for (let seed = 1; seed <= 40; seed++) {
        const { plan } = tellStory({ character: 'friendly-dragon', theme: 'magic', length: 'long', language: seed % 3 ? 'english' : 'french', ageGroup: '5-8', moralLesson: 'none', childName: 'Isla', customPrompt: idea, seed });
        for (const c of plan.chapters) {
          const place = plan.places.find((p) => p.role === c.place)?.id;
          if (place !== 'cave' && place !== 'moon') continue;
          seen++;
          expect(c.weather, `${idea} seed ${seed} ch${c.index} (${place})`).not.toBe('wind');
        }
      }
    }
    expect(seen).toBeGreaterThan(50);
  });
});
