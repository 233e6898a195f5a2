// 'Mia is shy at school', 'Jules est timide', 'too shy to say hello': the child's own shyness is a big feeling
// (idea/reading-<lang>.yaml 'feelings' shy, flags 'feeling' and 'shy'), lived as a friend made: the child practises
// a hello, finds it at last and ends the day with a new friend. Its own tellings, never the loud ones ('HELLO! CAN I
// PLAY?', a roaring dragon knocking a game over) and no made-up monster; 'a very shy giraffe' is still befriended.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const tell = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string) =>
  tellStory({ character: 'curious-mouse', theme: 'adventure', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: 'none', childName, customPrompt, seed });

const eventText = (r: ReturnType<typeof tell>, kind: string): string =>
  r.book.chapters.filter((_c, i) => r.plan.chapters[i]?.events.some((e) => e.kind === kind)).map((c) => c.content).join(' ');

describe('a shy child', () => {
  const cases = [
    { idea: 'Mia is shy at school', language: 'english', name: 'Mia', hello: /hello/i, shy: /\bshy/ },
    { idea: 'too shy to say hello', language: 'english', name: 'Leo', hello: /hello/i, shy: /\bshy/ },
    { idea: 'Jules est timide', language: 'french', name: 'Jules', hello: /bonjour/i, shy: /timid/ },
    { idea: 'trop timide pour dire bonjour', language: 'french', name: 'Inès', hello: /bonjour/i, shy: /timid/ },
  ] as const;
  for (const c of cases) {
    it(`"${c.idea}" finds the courage to say hello and makes a friend`, () => {
      expect(readIdea(c.language === 'english' ? 'en' : 'fr', c.idea)).toMatchObject({ situation: 'make-friend', feeling: 'shy' });
      for (let seed = 1; seed <= 6; seed++) {
        const r = tell(c.idea, c.language, seed, c.name);
        const text = r.book.chapters.map((ch) => ch.content).join(' ');
        expect(r.plan.plot, c.idea).toBe('find-friend');
        expect(r.plan.cast.find((m) => m.role === 'hero')?.name).toBe(c.name);
        expect(eventText(r, 'problem'), `${c.idea} seed ${seed}`).toMatch(c.shy);
        expect(eventText(r, 'turning-point'), `${c.idea} seed ${seed}`).toMatch(c.hello);
        expect(text, `${c.idea} seed ${seed}`).toContain(r.plan.cast.find((m) => m.role === 'owner')?.name ?? '?');
        expect(text, `${c.idea} seed ${seed}`).not.toMatch(/CAN I PLAY|roaring dragon|monst|JE PEUX JOUER|dragon rugissant/u);
      }
    });
  }

  it('is not a shy one to befriend, nor a first day at school', () => {
    expect(readIdea('en', 'a very shy giraffe').feeling).toBeUndefined();
    expect(readIdea('en', 'a shy owl who wants a friend').feeling).toBeUndefined();
    expect(readIdea('en', 'her first day at school and she is shy').feeling).toBeUndefined();
  });
});
