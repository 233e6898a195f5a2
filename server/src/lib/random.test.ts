// The storyteller, the illustrator and the seed script share one seeded generator
// (packages/contracts/src/random.ts). Their sequences are the ones they drew before it was made one,
// so a stored story's seed still gives the same book and the same pictures.
import { describe, expect, it } from 'vitest';
import { createRng as storyRng } from '../ai/offline/storyteller/rng.ts';
import { createRng as pictureRng } from '../ai/offline/illustrator/prng.ts';
import { createRandom as seedRandom } from '../db/seed/seed-random.ts';

describe('the one seeded generator', () => {
  it('draws for the storyteller what it drew before', () => {
    const s = storyRng(42);
    expect([s.int(0, 9), s.int(0, 999), s.pick(['a', 'b', 'c']), s.shuffle([1, 2, 3, 4, 5, 6]), s.chance(0.5)]).toEqual([4, 985, 'c', [1, 3, 2, 5, 6, 4], false]);
  });

  it('draws for the illustrator what it drew before, forks included', () => {
    const p = pictureRng(7);
    expect([p.next(), p.range(2, 5), p.int(1, 6), p.pick(['x', 'y']), p.chance(0.3), p.fork('sky').next()]).toEqual([
      0.011704753153026104, 2.185874772723764, 6, 'y', false, 0.5852782989386469,
    ]);
  });

  it('draws for the seed script what it drew before', () => {
    const d = seedRandom(3);
    expect([d.int(0, 99), d.pick(['q', 'r', 's']), d.uuid()]).toEqual([72, 'q', '71c77248-31b7-4ce5-a4a8-d80e4ec6b25b']);
  });
});
