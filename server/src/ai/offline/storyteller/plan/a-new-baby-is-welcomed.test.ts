// Issue 10, 'the parent's idea is the plot': 'Jack is going to be a big brother' was read as a party for Jack
// (Jack "left too near the oven" in place of the cake), and in English the new baby at its welcome party spoke,
// hugged the hero and blew out the candles. A new baby coming, said any way a parent says it, is welcomed: the
// party is the baby's, who sleeps, smiles and coos, and the child who will be the big one is the hero.
// A baby still on its way ('Jack is going to be a big brother', « maman attend un bébé ») is no longer a party: it is waited
// for and brought home (plan/a-new-baby-comes-home.test.ts). A baby already here ('our new baby sister') keeps its welcome.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, language: 'english' | 'french', seed: number, childName: string): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'family', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language,
  ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson: (['none', 'sharing', 'empathy', 'creativity'] as const)[seed % 4]!, childName, customPrompt, seed,
});

describe('a new baby coming is welcomed', () => {
  it.each([
    ['en', 'welcome the new baby', 'baby'], ['en', 'Grace has a new baby brother called Max', 'brother'], ['en', 'our new baby sister', 'sister'],
    ['fr', 'bienvenue au nouveau bébé', 'bébé'],
  ] as const)('%s "%s" is read as a new baby arrived', (lang, idea, head) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('new-arrival');
    expect(reading.subject?.head).toBe(head);
  });

  it.each([
    ['welcome the new baby', 'english', 'Jack', /baby/i], ['our new baby sister', 'english', 'Mia', /baby sister/i],
    ['Grace has a new baby brother called Max', 'english', 'Leo', /baby|Max/i], ['bienvenue au nouveau bébé', 'french', 'Jules', /bébé/i],
  ] as const)('"%s": the party is the baby\'s, who never speaks, and the child is its hero', (idea, language, name, baby) => {
    for (let seed = 1; seed <= 9; seed++) {
      const { plan, book } = tellStory(request(idea, language, seed, name));
      expect(plan.plot, `seed ${seed}`).toBe('save-party');
      expect(plan.cast.find((c) => c.role === 'hero')?.name, `seed ${seed}`).toBe(name);
      const end = book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === 'resolution').map((p) => p.text).join(' ');
      expect(end, `seed ${seed}`).toMatch(baby);
      expect(end, `seed ${seed}`).toMatch(/smile|gaaa|sourire|gazouill/i);
      // The baby does not talk, hug the hero or blow out candles; nobody but the baby is whose party it is.
      expect(end, `seed ${seed}`).not.toMatch(/“[^”]*”,? (?:\w+ )?(?:said|explained)|blew out|blow out|hugged|«[^»]*»\s*,?\s*(?:dit|expliqua)|souffla/);
      expect(book.chapters.map((c) => c.content).join(' '), `seed ${seed}`).not.toMatch(new RegExp(`${name}(?:'s| à la) (?:party|fête)|except ${name}|sauf ${name}`));
    }
  });
});
