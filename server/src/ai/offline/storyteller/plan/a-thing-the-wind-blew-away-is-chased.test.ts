// Fault found reading books: 'a red umbrella that flies away' was a storm with the umbrella as a tool, or an
// umbrella stuck up a tree since last night, or looked for in the toy box. The wind blew it away (idea weather
// 'wind', flag 'blown'): it goes before the child's eyes in the problem, is chased under a windy sky, and found.
import { describe, expect, it } from 'vitest';
import { readIdea } from '../idea/read-idea.ts';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: (['curious-mouse', 'brave-knight', 'friendly-dragon'] as const)[seed % 3]!, theme: 'adventure',
  length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!,
  moralLesson: (['sharing', 'perseverance', 'honesty', 'empathy'] as const)[seed % 4]!, childName: 'Leo', customPrompt, seed,
});

describe('a thing the wind blew away', () => {
  it.each([['en', 'a red umbrella that flies away'], ['en', 'my kite blew away'], ['fr', "un parapluie rouge qui s'envole"], ['fr', 'le chapeau de papi emporté par le vent'], ['en', 'a balloon that floated away'], ['en', 'Emma let go of her red balloon at the fair'], ['fr', 'Léa a lâché son ballon rouge à la fête']] as const)('%s "%s" is read as lost in the wind', (lang, idea) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('lost');
    expect(r.weather).toBe('wind');
  });

  it.each([
    ['english', 'a red umbrella that flies away', /\b(?:wind|gust)\b/i, /toy box|under the bed|since the wind blew last night/i],
    ['french', "un parapluie rouge qui s'envole", /\bvent\b/i, /coffre à jouets|sous le lit|depuis le coup de vent/i],
  ] as const)('%s "%s": blown away in the problem, chased, found', (language, idea, wind, never) => {
    for (let seed = 1; seed <= 12; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed));
      expect(plan.plot, `seed ${seed}`).toBe('find-lost');
      const problem = plan.chapters.find((c) => c.events.some((e) => e.kind === 'problem'));
      expect(book.chapters[problem?.index ?? -1]?.content, `seed ${seed}`).toMatch(wind);
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(never);
    }
  });

  // Fault found reading books: a balloon that floated away was found 'behind the big stone' of a cave, by its
  // tracks in the mud. What the wind carries comes down in the open: a meadow, a wood, the shore.
  it.each([
    ['english', 'a balloon that floated away'],
    ['french', 'Léa a lâché son ballon rouge à la fête'],
  ] as const)('%s "%s" comes down in the open, never in a cave or a room', (language, idea) => {
    for (let seed = 1; seed <= 24; seed++) {
      const { plan } = tellStory(request(idea, language, seed));
      const away = plan.places.filter((p) => p.role !== 'home').map((p) => p.scene);
      expect(away, `seed ${seed}`).not.toContain('cave');
      expect(away, `seed ${seed}`).not.toContain('library');
      expect(away, `seed ${seed}`).not.toContain('castle');
    }
  });
});
