// Session 24 (issue 10): 'le chat de mamie Odette est monté dans le sapin de noël et il peut plus descendre' was
// told 'coincé tout là-haut' without ever naming the tree: the French free-stuck plot had no telling for the plan's
// perch (where the parent said it is caught), and its stock tellings put any cat 'en haut du plus grand arbre'.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const request = (customPrompt: string, seed: number): StoryRequest => ({
  character: 'magical-unicorn', theme: 'adventure', length: seed % 3 === 0 ? 'long' : seed % 3 === 1 ? 'medium' : 'short', language: 'french',
  ageGroup: seed % 2 ? '5-8' : '3-5', moralLesson: 'none', childName: 'Alice', customPrompt, seed,
});

describe('a French stuck thing is freed from where the parent said it is', () => {
  it.each([
    ['le chat de mamie Odette est monté dans le sapin de noel et il peut plus descendre', 'sapin de noël'],
    ["notre chat Moustache est coincé en haut de l'armoire", 'armoire'],
    ['notre chatte Caramel est coincee en haut du cerisier', 'cerisier'],
  ])('names the perch of « %s » when the trouble is told, and no other tree', (idea, perch) => {
    for (let seed = 1; seed <= 8; seed++) {
      const told = tellStory(request(idea, seed));
      expect(told.plan.plot, `seed ${seed}`).toBe('free-stuck');
      const problem = told.plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'problem'));
      expect(told.book.chapters[problem]?.content, `seed ${seed}`).toContain(perch);
      const text = told.book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/plus grand arbre|deux grosses pierres/);
    }
  });
});
