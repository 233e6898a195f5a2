// The linter's 'house-and-hedge-away' (story-lint/continuity-checks.ts): a hedge, a garden fence or a lane, and a house's
// chimney, shutters or letterbox, said in a chapter at a place that has none (the swimming pool, the zoo, the aquarium),
// at its chapter; the same words pass in the garden, the village and the cottage.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../types.ts';
import { toldCopy } from './told-copy.ts';
import { lintStory } from './lint-story.ts';

const POOL: StoryRequest = {
  character: 'little-bear', theme: 'family', language: 'english', length: 'long', ageGroup: '5-8',
  moralLesson: 'none', childName: 'Isla', customPrompt: 'a day at the swimming pool with mum', seed: 2,
};
const FR: StoryRequest = { ...POOL, language: 'french', childName: 'Léa', customPrompt: 'une journée à la piscine avec maman' };

/** The book with its first chapter at the given place saying only the given sentence. */
function saying(sentence: string, req: StoryRequest, place: string) {
  const t = toldCopy(req);
  const at = t.plan.chapters.findIndex((c) => t.plan.places.find((p) => p.role === c.place)?.id === place);
  if (at < 0) throw new Error(`no chapter at the ${place}`);
  t.book.chapters[at]!.content = sentence;
  return { at, found: lintStory(t.plan, t.book).filter((x) => x.rule === 'house-and-hedge-away') };
}

describe('a hedge or a chimney where there is none', () => {
  it('finds a helper under the hedge at the swimming pool, at its chapter', () => {
    const { at, found } = saying('Under the hedge sat a wise little owl.', POOL, 'pool');
    expect(found).toEqual([{ rule: 'house-and-hedge-away', chapter: at, detail: "'hedge' at the pool" }]);
    expect(saying('The wind whistled in the chimney and rattled the letterbox.', POOL, 'pool').found).toHaveLength(1);
    expect(saying('Over the fence peeped a cat.', POOL, 'pool').found).toHaveLength(1);
    // A zoo's own fence is no garden's: a giraffe leans over it.
    expect(saying('A giraffe bent its neck over the fence.', POOL, 'pool').found).toEqual([]);
  });

  it('finds « la haie » and « la cheminée » in French', () => {
    expect(saying('Qui était là, sous la haie ?', FR, 'pool').found).toHaveLength(1);
    expect(saying('Dehors, le vent faisait claquer les volets, et la cheminée soufflait.', FR, 'pool').found).toHaveLength(1);
  });

  it('lets a hedgehog, the lane ropes and the same words at home pass', () => {
    expect(saying('A hedgehog of a sponge floated by the lane ropes.', POOL, 'pool').found).toEqual([]);
    expect(saying('Under the hedge sat a wise little owl, by the chimney.', POOL, 'cottage').found).toEqual([]);
    expect(saying('Qui était là, sous la haie ?', FR, 'cottage').found).toEqual([]);
  });
});
