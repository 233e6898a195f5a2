// Issue 10, 'the parent's idea is the plot': the everyday things of a family are the plot, from the problem
// to the ending. A milk tooth ('Emma has a wobbly tooth', 'Léo va perdre sa première dent') comes out, is lost
// and found in time for the tooth fairy (la petite souris): the child whose tooth it is, is the hero, never a
// companion's or a stranger's tooth, and nothing 'escaped' or 'rustled'.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { EventKind } from './types.ts';

type Lang = 'english' | 'french';
const tell = (customPrompt: string, language: Lang, seed: number, childName = '', length: 'short' | 'medium' | 'long' = 'medium') =>
  tellStory({ character: 'curious-mouse', theme: 'adventure', length, language, ageGroup: seed % 3 === 0 ? '3-5' : '5-8', moralLesson: 'sharing', childName, customPrompt, seed });

/** The text of the chapters that tell one of these events. */
const at = (r: ReturnType<typeof tell>, ...kinds: EventKind[]): string =>
  r.book.chapters.filter((_c, i) => r.plan.chapters[i]?.events.some((e) => kinds.includes(e.kind))).map((c) => c.content).join(' ');

describe('a milk tooth', () => {
  const cases = [
    { idea: 'Emma has a wobbly tooth', language: 'english', name: 'Emma', tooth: /\btooth\b/, fairy: /tooth fairy/ },
    { idea: 'his first tooth fell out', language: 'english', name: 'Noah', tooth: /\btooth\b/, fairy: /tooth fairy/ },
    { idea: 'she lost her tooth at school', language: 'english', name: 'Mia', tooth: /\btooth\b/, fairy: /tooth fairy/ },
    { idea: 'Emma has a wobbly tooth', language: 'english', name: '', tooth: /\btooth\b/, fairy: /tooth fairy/ },
    { idea: 'Léo va perdre sa première dent', language: 'french', name: 'Léo', tooth: /\bdent\b/, fairy: /petite souris/ },
    { idea: 'Emma a une dent qui bouge', language: 'french', name: '', tooth: /\bdent\b/, fairy: /petite souris/ },
    { idea: "sa dent de lait est tombée à l'école", language: 'french', name: 'Jade', tooth: /\bdent\b/, fairy: /petite souris/ },
  ] as const;
  it('comes out, is lost and found by the child for the tooth fairy', () => {
    for (const c of cases) {
      for (let seed = 1; seed <= 6; seed++) {
        const r = tell(c.idea, c.language, seed, c.name, seed % 2 ? 'medium' : 'long');
        const label = `${c.idea} seed ${seed}`;
        if (seed === 1) console.log(`\n# ${c.idea}\n${r.book.chapters.map((ch) => ch.content).join('\n\n')}`);
        expect(r.plan.plot, label).toBe('find-lost');
        // The child is the one who lost the tooth: the hero, named as the parent named the child.
        expect(r.plan.cast.filter((m) => m.role === 'owner'), label).toEqual([]);
        expect(r.plan.cast.find((m) => m.role === 'hero')?.name, label).toBe(c.name || 'Emma');
        expect(at(r, 'problem'), label).toMatch(c.tooth);
        expect(at(r, 'turning-point', 'resolution'), label).toMatch(c.tooth);
        expect(at(r, 'celebration'), label).toMatch(c.fairy);
        const text = r.book.chapters.map((ch) => ch.content).join(' ');
        expect(text, label).not.toMatch(/escaped|rustl|run away|fast asleep in|bring the tooth home|mended|s'est sauvée/iu);
        // Lost a few steps from home, never on a mountain or by the sea.
        expect(['garden', 'village', 'meadow', 'wood', 'library'], label).toContain(r.plan.places.find((p) => p.role === 'far')?.id);
      }
    }
  });
});
