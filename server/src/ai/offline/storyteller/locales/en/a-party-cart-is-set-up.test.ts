// Fault found reading long books (session 32): a party's complication said "Then the wagon lost a wheel" when no
// chapter had a wagon, and a try ended "the list was still empty" when that telling made no list
// (en/plots/save-party.yaml). The cart is brought in as it breaks; the doors give nothing.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../../index.ts';

describe('a party book', () => {
  it('breaks a cart it says it had, and keeps no list it never made', () => {
    const seeds = [23805514, ...Array.from({ length: 40 }, (_x, i) => i + 1)];
    let party = 0;
    for (const seed of seeds) {
      const { plan, book } = tellStory({ character: 'friendly-dragon', theme: 'family', language: 'english', length: 'long', ageGroup: '8-12', moralLesson: 'creativity', childName: '', customPrompt: seed === 23805514 ? '' : "grandma's garden party", seed });
      if (plan.plot !== 'save-party') continue;
      party++;
      const text = book.chapters.map((c) => c.content).join('\n');
      expect(text, `seed ${seed}`).not.toMatch(/\bthe wagon\b/i);
      expect(text, `seed ${seed}`).not.toMatch(/\bthe list was still empty\b/i);
    }
    expect(party).toBeGreaterThan(20);
  });
});
