// Fault found reading books: the child was sent away from the trouble (a bee behind the window freed on a
// mountain, a cat afraid of storms taken far away while the storm never came). The tries, the turning point
// and the resolution happen where the trouble is.
import { describe, expect, it } from 'vitest';
import { CHARACTERS } from '@storyloom/contracts/options';
import type { StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, seed: number, length: StoryLength, character = CHARACTERS[seed % CHARACTERS.length] ?? 'curious-mouse'): StoryRequest => ({
  character, theme: 'adventure', length, language: 'english', ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: 'sharing', childName: 'Leo', customPrompt, seed,
});
const AT_TROUBLE = ['free-stuck', 'weather-storm', 'save-party'];
const ACTING = new Set(['try', 'complication', 'turning-point', 'resolution']);
const placesOfActing = (told: ReturnType<typeof tellStory>): string[] =>
  [...new Set(told.plan.chapters.filter((c) => c.events.some((e) => ACTING.has(e.kind))).map((c) => told.plan.places.find((p) => p.role === c.place)?.id ?? ''))];

describe('where the trouble is', () => {
  const ideas = ['a kite stuck in a tree', 'a bee stuck behind the window', 'a storm is coming', 'the big storm and the little boat', "grandma's birthday party is ruined", 'a rabbit stuck in a hedge'];
  it.each(ideas)('tells every try, the turning point and the resolution of "%s" in one place', (idea) => {
    for (const length of ['short', 'medium', 'long'] as const) {
      for (let seed = 1; seed <= 12; seed++) {
        const told = tellStory(request(idea, seed, length));
        expect(AT_TROUBLE).toContain(told.plan.plot);
        expect(placesOfActing(told), `${idea} ${length} seed ${seed}`).toHaveLength(1);
      }
    }
  });

  // Fault found reading books: a long party book camped out in the meadow the night before the party; then, slept at
  // home, the party announced 'today, at sunset' happened the next evening, Papi arriving an hour early the day
  // before (issue 10, long books read by an editor). A party is saved the day it is: no night before it.
  it('saves a party the day it is, the only night the one after it, at home', () => {
    for (const idea of ['a party in the meadow', 'a picnic in the park', "grandma's birthday party is ruined"]) {
      for (let seed = 1; seed <= 12; seed++) {
        const told = tellStory(request(idea, seed, 'long'));
        const kinds = told.plan.chapters.flatMap((c) => c.events.map((e) => e.kind));
        expect(kinds, `${idea} seed ${seed}`).not.toContain('night-camp');
        expect(kinds, `${idea} seed ${seed}`).not.toContain('new-morning');
        expect(new Set(told.plan.chapters.map((c) => c.time.day)), `${idea} seed ${seed}`).toEqual(new Set([0]));
        expect(told.plan.chapters.at(-1)?.place, `${idea} seed ${seed}`).toBe('home');
      }
    }
  });

  it('helps a trouble at home from the garden beside it, and one in a hedge without "high up"', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const bee = tellStory(request('a bee stuck behind the window', seed, 'long', 'little-bear'));
      expect(placesOfActing(bee)).toEqual(['garden']);
      const rabbit = tellStory(request('a rabbit stuck in a hedge', seed, 'long'));
      expect(placesOfActing(rabbit)).toEqual(['garden']);
      const text = rabbit.book.chapters.flatMap((c) => c.parts.filter((p) => !p.kind.startsWith('texture')).map((p) => p.text)).join(' ');
      expect(text).not.toMatch(/high up|the branches|ladder|not high enough|the way up/i);
    }
  });

  it('brings the storm home to a child afraid of storms: the fear is faced where it is, in the storm', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const told = tellStory(request('our cat is scared of thunderstorms', seed, 'medium', 'little-bear'));
      expect(told.plan.plot).toBe('face-fear');
      const turning = told.plan.chapters.find((c) => c.events.some((e) => e.kind === 'turning-point'));
      expect(told.plan.places.find((p) => p.role === turning?.place)?.id).toBe('cottage');
      expect(turning?.weather).toBe('storm');
    }
  });

  it('weathers a storm at the lighthouse the idea names, never holding the lighthouse up as the tool', () => {
    for (let seed = 1; seed <= 12; seed++) {
      const told = tellStory(request('a storm is coming to the lighthouse', seed, 'medium'));
      expect(told.plan.plot).toBe('weather-storm');
      expect(told.plan.objects.find((o) => o.role === 'tool')?.noun).toMatch(/umbrella/);
      expect(placesOfActing(told)).toEqual(['seashore']);
      expect(told.book.chapters.map((c) => c.content).join(' ')).toContain('lighthouse');
    }
  });

  // Fault found reading books: a tree house mended in the clouds, lifted up high and put back on its shelf;
  // a Ferris wheel knocked off a shelf. What nobody carries is mended where it stands.
  it('mends a tree house in the garden and a Ferris wheel at the fair, never lifting or shelving them', () => {
    const fr = (idea: string, seed: number, length: StoryLength): StoryRequest => ({ ...request(idea, seed, length), language: 'french', ageGroup: '5-8' });
    for (const [idea, place, thing] of [["la cabane dans l'arbre est cassée", 'garden', 'la cabane'], ['la grande roue de la fête foraine est en panne', 'fair', 'la grande roue']] as const) {
      for (const length of ['short', 'medium', 'long'] as const) {
        for (let seed = 1; seed <= 8; seed++) {
          const told = tellStory(fr(idea, seed, length));
          expect(told.plan.plot).toBe('mend-broken');
          expect(placesOfActing(told), `${idea} ${length} seed ${seed}`).toEqual([place]);
          const text = told.book.chapters.flatMap((c) => c.parts.filter((p) => !p.kind.startsWith('texture')).map((p) => p.text)).join(' ');
          expect(text).not.toMatch(new RegExp(`(?:leva|souleva|posa|rangea|tourna|rendit) ${thing}|sur l'étagère|en morceaux|dans ses mains`, 'i'));
        }
      }
    }
  });
});
