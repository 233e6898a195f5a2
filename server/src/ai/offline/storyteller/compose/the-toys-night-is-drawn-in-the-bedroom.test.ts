// The toys awake at night in pictures (issue 10, 'each picture shows its page'): 'the toys come alive at night when Emma is
// asleep', « les poupées d'Inès font une fête à minuit » are drawn in the child's bedroom on every page, at night until the
// morning, with the toy the words name (the teddy, the dolls) on the pages that name it; never the kitchen nor a castle.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';

describe("the toys' night is drawn in the bedroom", () => {
  it.each([
    ['the toys come alive at night when Emma is asleep', 'english', /\bteddy\b/, 'teddy'],
    ['her dolls have a midnight party', 'english', /\bdolls\b/, 'doll'],
    ["les poupées d'Inès font une fête à minuit", 'french', /\bpoupées\b/, 'doll'],
    ['le doudou de Chloé prend vie', 'french', /\bdoudou\b/, 'teddy'],
  ] as const)('"%s"', (idea, language, toy, prop) => {
    for (let seed = 1; seed <= 6; seed++) {
      const { book } = tellStory(spreadRequest(idea, language, seed, ''));
      let drawn = 0;
      for (const [i, c] of book.chapters.entries()) {
        const at = `seed ${seed} page ${i + 1}`;
        expect(c.brief.place, at).toBe('home');
        expect(c.brief.room, at).toBe('bedroom');
        // Bedtime, then the night, then the morning of the clue: never a daylit page in the middle.
        expect(c.brief.time, at).toBe(i === 0 ? 'evening' : i === book.chapters.length - 1 ? 'morning' : c.brief.time === 'morning' && i === book.chapters.length - 2 ? 'morning' : 'night');
        const props = [...c.brief.props, ...(c.brief.named ?? [])].map((p) => p.prop);
        if (toy.test(c.content) && props.includes(prop)) drawn++;
      }
      expect(drawn, `seed ${seed}`).toBeGreaterThanOrEqual(2);
    }
  });
});
