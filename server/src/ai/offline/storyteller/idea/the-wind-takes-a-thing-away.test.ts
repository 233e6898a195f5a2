// Fault found reading fresh parent ideas: « le vent emporte le chapeau de mamie » was read as nothing happening
// and became a hunt for a hat nobody lost; 'a gust of wind snatched Tom's kite' lost the kite to 'a gust', and
// 'the wind steals Granny's hat' was a theft with no wind in it. When the wind takes a thing, whatever the verb
// (steals, snatches, takes, emporte, arrache), the thing is blown away and chased (weather 'wind'), and the wind
// itself is never what is at stake.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('the wind takes a thing away', () => {
  it.each([
    ['en', "the wind steals Granny's hat", 'hat'],
    ['en', "a gust of wind snatched Tom's kite", 'kite'],
    ['en', 'the wind took my umbrella', 'umbrella'],
    ['en', "the breeze carried off Lily's paper boat", 'paper boat'],
    ['fr', 'le vent emporte le chapeau de mamie', 'chapeau'],
    ['fr', 'la bourrasque a emporté le parapluie rouge de maman', 'parapluie rouge'],
    ['fr', 'une rafale de vent a arraché le cerf-volant de Léo', 'cerf-volant'],
    ['fr', 'le vent a emporté mon chapeau de paille', 'chapeau'],
    // Caught in the weather: blown away, never stuck in a 'gale' nor a thing called one.
    ['en', 'the kite got caught in a howling gale', 'kite'],
    ['en', 'my hat was swept away by a strong wind', 'hat'],
    ['en', "Maya's balloon got caught in a sudden gust", 'balloon'],
    ['fr', 'le cerf-volant de Léo a été pris dans une bourrasque', 'cerf-volant'],
    ['fr', 'le ballon rouge est pris dans une tempête', 'ballon rouge'],
  ] as const)('%s "%s": the thing is blown away', (lang, idea, thing) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('lost');
    expect(r.weather).toBe('wind');
    expect(r.subject?.words).toBe(thing);
    const weather = /gale|gust|wind|bourrasque|temp[eê]te|vent/;
    expect([r.other?.head, ...(r.details ?? []).map((d) => d.part.head)].filter((h) => h && weather.test(h))).toEqual([]);
  });

  it.each([['en', 'the wind is howling tonight'], ['fr', 'le vent souffle très fort cette nuit']] as const)('%s "%s": a windy night takes nothing', (lang, idea) => {
    expect(readIdea(lang, idea).situation).not.toBe('lost');
  });

  it.each([
    ['english', "the wind steals Granny's hat", /\bwind\b/i],
    ['french', 'le vent emporte le chapeau de mamie', /\bvent\b/i],
  ] as const)('%s "%s": the wind takes it before the child\'s eyes', (language, idea, wind) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ character: 'little-bear', theme: 'family', length: 'short', language, ageGroup: '3-5', moralLesson: 'honesty', childName: 'Leo', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('find-lost');
      const problem = plan.chapters.find((c) => c.events.some((e) => e.kind === 'problem'));
      expect(book.chapters[problem?.index ?? -1]?.content, `seed ${seed}`).toMatch(wind);
    }
  });
});
