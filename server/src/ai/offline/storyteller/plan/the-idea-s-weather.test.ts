// Fault found reading books: the planner only ever set clear, wind or storm, so the weather a parent wrote
// was dropped ('lost in the snow' told on a sunny day; 'un chaton perdu dans le brouillard' with no fog) and
// the tellings gated on rain, snow or fog were never told. The idea's weather (idea/phrase-words-<lang>.yaml
// 'weather-of') is the sky of its trouble's chapters, in the words and in the pictures: snow lies to the last
// page, fog lifts at the resolution, rain falls out of doors only.
import { describe, expect, it } from 'vitest';
import { readIdea } from '../languages.ts';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName = ''): StoryRequest => ({
  character: (['curious-mouse', 'little-bear', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!,
  language, ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: seed % 2 ? 'sharing' : '', childName, customPrompt, seed,
});

const WORDS = { snow: /\bsnow|neige|flocon/i, fog: /\bfog|brouillard|brume/i, rain: /\brain|pluie|pleu|gouttes|drops/i } as const;

describe("the idea's weather", () => {
  it.each([
    ['lost in the snow', 'english', 'snow'], ['a puppy lost in the snow', 'english', 'snow'], ['perdu dans la neige', 'french', 'snow'],
    ["a little fox who can't find his way home in the fog", 'english', 'fog'], ['un chaton perdu dans le brouillard', 'french', 'fog'],
    ['une promenade sous la pluie', 'french', 'rain'], ['a walk in the rain', 'english', 'rain'],
  ] as const)('"%s" (%s) has its %s on the trouble\'s chapters, in the words and in the pictures', (idea, language, weather) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, seed % 2 ? 'Ella' : ''));
      const at = (kind: string): number => plan.chapters.findIndex((c) => c.events.some((e) => e.kind === kind));
      const trouble = plan.chapters.filter((c) => c.index >= at('problem') && c.index < at('turning-point'));
      const outdoors = trouble.filter((c) => !['cottage', 'castle', 'library'].includes(plan.places.find((p) => p.role === c.place)?.id ?? ''));
      expect(outdoors.length, `${idea} seed ${seed}`).toBeGreaterThan(0);
      for (const c of outdoors) {
        expect(c.weather, `${idea} seed ${seed} chapter ${c.index + 1}`).toBe(weather);
        expect(book.chapters[c.index]?.brief.weather, `${idea} seed ${seed} picture ${c.index + 1}`).toBe(weather);
      }
      expect(book.chapters.slice(at('problem')).some((c) => WORDS[weather].test(c.content)), `${idea} seed ${seed}: the ${weather} in the words`).toBe(true);
      // Snow does not vanish and come back; fog lifts for the way home; rain is never told falling indoors.
      const last = plan.chapters.at(-1);
      if (weather === 'snow') expect(plan.chapters.slice(at('problem')).every((c) => c.weather === 'snow'), `${idea} seed ${seed}`).toBe(true);
      if (weather === 'fog') expect(last?.weather, `${idea} seed ${seed}`).toBe('clear');
    }
  });

  it('reads the weather words of both languages, and Snow White brings no snow', () => {
    expect(readIdea('en', 'the first snow of winter').weather).toBe('snow');
    expect(readIdea('en', 'splashing in puddles').weather).toBe('rain');
    expect(readIdea('fr', 'le bonhomme de neige').weather).toBe('snow');
    expect(readIdea('fr', 'une promenade dans la brume').weather).toBe('fog');
    expect(readIdea('en', 'Snow White and the seven dwarfs').weather).toBeUndefined();
    expect(readIdea('fr', 'Blanche-Neige et les sept nains').weather).toBeUndefined();
    expect(readIdea('en', 'a red umbrella').weather).toBeUndefined();
  });

  it('keeps a wish to see the snow for the page it comes true', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan } = tellStory(request('I wish I could see the snow', 'english', seed));
      const resolution = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
      expect(plan.chapters.slice(0, resolution).some((c) => c.weather === 'snow'), `seed ${seed}`).toBe(false);
      expect(plan.chapters[resolution]?.weather, `seed ${seed}`).toBe('snow');
    }
  });
});
