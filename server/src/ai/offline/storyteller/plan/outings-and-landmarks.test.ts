// Faults found reading books: 'a trip to the beach with Grandpa' became a search for Grandpa, 'the big oak
// tree in the park' was lost and found in a hollow, and 'a kite stuck in the big oak tree' was told stuck in
// 'the tallest tree', and a helper followed 'anyone looking for the day out with Grandpa'. A day out keeps its companion on the page; a thing nobody carries is where it happens.
import { describe, expect, it } from 'vitest';
import type { StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, seed: number, length: StoryLength): StoryRequest => ({
  character: 'curious-mouse', theme: 'adventure', length, language: 'english', ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: 'sharing', childName: 'Leo', customPrompt, seed,
});
const text = (told: ReturnType<typeof tellStory>): string => told.book.chapters.map((c) => c.content).join('\n');

describe('outings and landmarks', () => {
  it.each(['a trip to the beach with Grandpa', 'A walk in the woods with Dad', 'visiting Granny at the seaside'])('tells "%s" as a day out with them, never a search for them', (idea) => {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const told = tellStory(request(idea, seed, length));
        expect(told.plan.plot, `${idea} ${length} seed ${seed}`).toBe('weather-storm');
        const problem = told.plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'problem'));
        for (const c of told.plan.chapters.slice(problem)) expect(c.events[0]?.present, `${length} seed ${seed} ch${c.index}`).toContain('owner');
        expect(text(told)).toMatch(/the day out with (Grandpa|Nana|Dad|Granny)|(Grandpa|Nana|Dad|Granny) (was at the door|had promised|had a plan)|day out with (Grandpa|Nana|Dad|Granny)/);
        // Nobody looks for a day out: the helper follows whoever talks about it.
        expect(text(told), `${length} seed ${seed}`).not.toMatch(/(?:looking|look|search(?:ing)?) for the day out/);
      }
    }
  });

  // 'A day at the zoo with Grandma and her big yellow umbrella' was Grandma's party, with a cake and no umbrella.
  it('tells "a day at the zoo with Grandma and her purple umbrella" as the day out, met with her own umbrella', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const told = tellStory(request('a day at the zoo with Grandma and her purple umbrella', seed, seed % 2 ? 'medium' : 'long'));
      expect(told.plan.plot, `seed ${seed}`).toBe('weather-storm');
      expect(told.plan.cast.find((c) => c.role === 'owner')?.name, `seed ${seed}`).toBe('Grandma');
      expect(told.plan.objects.find((o) => o.role === 'tool')?.noun, `seed ${seed}`).toBe('purple umbrella');
      expect(text(told), `seed ${seed}`).not.toMatch(/Grandma's party|party for Grandma/);
    }
  });

  it.each(['une balade en forêt avec papi', 'une promenade au bord de la mer avec mamie'])('sets off with the one who came along on "%s", and sleeps at home after a day out', (idea) => {
    for (let seed = 1; seed <= 6; seed++) {
      const told = tellStory({ ...request(idea, seed, 'long'), language: 'french', childName: 'Léo' });
      const owner = told.plan.cast.find((c) => c.role === 'owner')?.name ?? '';
      expect(owner, `seed ${seed}`).toMatch(/Papi|Mamie/);
      const setOff = told.plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'set-off'));
      expect(told.book.chapters[setOff]?.content, `seed ${seed}`).toMatch(new RegExp(`avec ${owner}(?:, pour que| pour la grande sortie)`));
      const night = told.plan.chapters.filter((c) => c.events.some((e) => e.kind === 'night-camp'));
      for (const c of night) expect(c.place, `seed ${seed} ch${c.index}`).toBe('home');
    }
  });

  it('tells "the big oak tree in the park" at the tree, never as a thing to find', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const told = tellStory(request('the big oak tree in the park', seed, 'medium'));
      expect(told.plan.objects.map((o) => o.noun), `seed ${seed}`).not.toContain('big oak tree');
      expect(told.plan.ideaRole).toBe('place');
      expect(text(told)).toContain('the big oak tree');
    }
  });

  it("tells 'le vieux moulin au bout du chemin' at the mill, never as a thing lost and carried home", () => {
    for (let seed = 1; seed <= 8; seed++) {
      const told = tellStory({ ...request('le vieux moulin au bout du chemin', seed, 'medium'), language: 'french', childName: 'Jules' });
      expect(told.plan.objects.map((o) => o.noun), `seed ${seed}`).not.toContain('vieux moulin');
      expect(told.plan.ideaRole, `seed ${seed}`).toBe('place');
      expect(text(told).match(/vieux moulin/gu)?.length ?? 0, `seed ${seed}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('tells a kite stuck in the big oak tree stuck in the big oak tree, not in the tallest tree', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const told = tellStory(request('a kite stuck in the big oak tree', seed, 'medium'));
      expect(told.plan.objects.find((o) => o.role === 'perch')?.noun).toBe('big oak tree');
      expect(text(told), `seed ${seed}`).not.toContain('tallest tree');
      expect(text(told), `seed ${seed}`).toContain('the big oak tree');
    }
  });

  it("meets a stranger's won't at his own place: the troll at his bridge, never in the family's garden", () => {
    for (let seed = 1; seed <= 6; seed++) {
      const told = tellStory(request("the troll won't let anyone cross his bridge", seed, 'medium'));
      expect(told.plan.plot).toBe('change-mind');
      expect(told.plan.places.filter((p) => p.role !== 'home').map((p) => p.id), `seed ${seed}`).toEqual(['wood', 'wood']);
      expect(text(told)).not.toMatch(/cushion wall/);
    }
  });
});
