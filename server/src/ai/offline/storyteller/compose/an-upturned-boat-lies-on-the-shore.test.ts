// The seaside's old rowing boat 'turned upside down, a roof for a sleeping dog' (« une barque retournée sur le sable »)
// was drawn sailing: a boat the words have upside down, turned over or pulled up lies on the shore (scene-cues states
// boat 'stranded'), never out on the water.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';

describe('an upturned boat lies on the shore', () => {
  it.each([
    ['a day at the seaside', 'english', /upside down/, [5, 9], 0],
    ['une journée à la plage', 'french', /barque retournée/, [6], 1],
  ] as const)('"%s" (%s): the boat the words turn over is drawn stranded', (idea, language, upturned, seeds, least) => {
    let pages = 0;
    for (const seed of seeds) {
      for (const c of tellStory(spreadRequest(idea, language, seed, '')).book.chapters) {
        const boat = [...c.brief.props, ...(c.brief.named ?? [])].find((p) => p.prop === 'boat');
        if (!upturned.test(c.content) || !boat) continue;
        expect(boat.state, c.content.slice(0, 160)).toBe('stranded');
        pages++;
      }
    }
    expect(pages).toBeGreaterThanOrEqual(least);
  });
});
