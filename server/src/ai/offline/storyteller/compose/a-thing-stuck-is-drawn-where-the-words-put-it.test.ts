// A ball up a tree or a frisbee on the roof (free-stuck) was drawn nowhere until it was down: the plot gave only the
// kite a stuck state. The ball and the frisbee are drawn stuck (plan/plots.yaml free-stuck 'trouble'): in the tree, or
// on the shed's roof once the book's words have said 'roof' (scene-cues states 'on-roof'), out of everyone's hands;
// freed, they are in the child's hands. The illustrator draws the tree or the shed with the thing on it.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import { createOfflineIllustrator } from '../../illustrator/index.ts';
import { bibleFor } from '../../illustrator/test-fixtures.ts';

describe('a thing stuck is drawn where the words put it', () => {
  it.each([
    ['a ball stuck in the tree', 'english', 'ball', 'stuck'],
    ['a frisbee stuck on the roof', 'english', 'frisbee', 'on-roof'],
    ['le frisbee est coincé sur le toit', 'french', 'frisbee', 'on-roof'],
  ] as const)('"%s" (%s): the %s is drawn %s until it is freed', (idea, language, prop, where) => {
    let stuck = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, 'Emma'));
      expect(plan.plot).toBe('free-stuck');
      const freed = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'))?.index ?? plan.chapters.length;
      for (const [i, c] of book.chapters.entries()) {
        const drawn = [...c.brief.props, ...(c.brief.named ?? [])].find((p) => p.prop === prop);
        if (!drawn) continue;
        if (i < freed) {
          expect(drawn.state, c.content.slice(0, 120)).toBe(where);
          expect(c.brief.cast.some((m) => m.holding === prop), c.content.slice(0, 120)).toBe(false);
          stuck++;
        } else expect(drawn.state, c.content.slice(0, 120)).toBe('plain');
      }
    }
    expect(stuck).toBeGreaterThanOrEqual(3);
  });

  it('draws the tree with the ball in it and the shed with the frisbee on its roof', async () => {
    const illustrator = createOfflineIllustrator();
    const draw = async (prop: 'ball' | 'frisbee', state: 'stuck' | 'on-roof'): Promise<string> => (await illustrator.draw(bibleFor('little-bear'), {
      place: 'garden', time: 'day', weather: 'clear', framing: 'medium', mood: 'calm', cast: [{ who: 'hero', character: 'little-bear', pose: 'pointing' }],
      props: [{ prop, state }], keyObject: prop, introduced: [prop], variation: 0, caption: 'x',
    }, { seed: 3, kind: 'chapter' })).data.toString('utf8');
    const [ball, frisbee] = await Promise.all([draw('ball', 'stuck'), draw('frisbee', 'on-roof')]);
    // The ball's blue in the tree's leaves; the frisbee's orange on the shed's red roof.
    expect(ball).toContain('#7fc8f0');
    expect(ball).toContain('#6fb86f');
    expect(frisbee).toContain('#f08a3c');
    expect(frisbee).toContain('#c9553f');
  });
});
