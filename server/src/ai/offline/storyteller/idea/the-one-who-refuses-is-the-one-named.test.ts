// Fault found reading fresh parent ideas: 'a grumpy cloud that doesn't want to rain' left the cloud out as a
// place, so the child was the one who refused: 'somebody called that it was time to rain, and Max said no', and
// 'He went to rain, and did it properly'; the rain refused fell all morning besides. What is named before a refusal
// or a fear, nowhere ('in the castle'), is the one who refuses or fears, even a cloud or the moon; the child helps
// it, and the weather it refuses is not the book's sky.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('the one who refuses or fears is the one the idea names, even a cloud', () => {
  it.each([
    ['en', "a grumpy cloud that doesn't want to rain", 'cloud', 'wont'],
    ['en', "the little moon doesn't want to go to bed", 'moon', 'wont'],
    ['fr', 'un nuage grognon qui ne veut pas pleuvoir', 'nuage', 'wont'],
    ['fr', 'la lune a peur du noir', 'lune', 'afraid'],
  ] as const)('%s "%s": the %s', (lang, idea, who, situation) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe(situation);
    expect(r.subject?.head).toBe(who);
    expect(r.subject?.kind).not.toBe('place');
    expect(r.weather).toBeUndefined();
  });

  it.each([['en', 'scared of the dark in the castle'], ['fr', 'dans la forêt, Léo a peur du loup']] as const)('%s "%s": a place one is in stays a place', (lang, idea) => {
    expect(readIdea(lang, idea).subject?.kind ?? 'none').not.toBe('animal');
  });

  it.each([
    ['english', "a grumpy cloud that doesn't want to rain", /\bcloud\b/, /time to rain, and Max said|He went to rain/],
    ['french', 'un nuage grognon qui ne veut pas pleuvoir', /\bnuage\b/, /Max (?:répondait|dit) : « Non/],
  ] as const)('%s "%s": the child helps the cloud, never refuses in its place', (language, idea, cloud, never) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, book } = tellStory({ character: 'wise-owl', theme: 'adventure', length: 'short', language, ageGroup: '5-8', moralLesson: 'honesty', childName: 'Max', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('change-mind');
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).toMatch(cloud);
      expect(text, `seed ${seed}`).not.toMatch(never);
      expect(plan.chapters.filter((c) => c.weather === 'rain').length, `seed ${seed}`).toBe(0);
    }
  });
});
