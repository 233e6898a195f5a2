// Something out of its place is brought home (issue 10, plot bring-home): 'a baby bird fell out of its nest'
// is the bird taken back up to its nest, 'a star fell into our garden' the star sent back to the sky, never a
// search for a lost thing nor a stock plot, and never kept at the end.
import { AGE_GROUPS, STORY_LENGTHS, type AgeGroup, type StoryLength } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';
import { PLOT_TABLE } from './plot-table.ts';

const tell = (idea: string, language: 'english' | 'french', length: StoryLength = 'medium', ageGroup: AgeGroup = '5-8', seed = 3, childName = 'Ella') =>
  tellStory({ character: 'curious-mouse', theme: 'adventure', language, length, ageGroup, moralLesson: 'empathy', childName, customPrompt: idea, seed });

// The idea, its language, where it belongs (plan/plots.yaml 'belongs'), that place's words in the story
// and what the idea's thing is drawn as (none: the illustrator has no whale).
const KIND: [string, 'english' | 'french', string, RegExp, string | undefined][] = [
  ['a baby bird fell out of its nest', 'english', 'nest', /\bnest\b/, 'bird'],
  ['a star fell into our garden', 'english', 'sky', /\bsky\b/, 'star'],
  ['a lost penguin far from home', 'english', 'ice', /\bicy south\b/, 'penguin'],
  ['a little whale stuck in the harbour who wants its mum', 'english', 'sea', /\bopen sea\b/, undefined],
  ['un bébé oiseau tombé du nid', 'french', 'nest', /\bnid\b/, 'bird'],
  ['une étoile tombée dans le jardin', 'french', 'sky', /\bciel\b/, 'star'],
  ['un petit pingouin perdu loin de chez lui', 'french', 'ice', /\bbanquise\b/, 'penguin'],
  ['une baleine échouée sur la plage', 'french', 'sea', /\bgrand large\b/, undefined],
];

describe('a thing out of its place is brought home', () => {
  for (const [idea, language, belongs] of KIND) {
    it(`tells “${idea}” as a way home to the ${belongs}`, () => {
      const { plan } = tell(idea, language);
      expect(plan.plot).toBe('bring-home');
      expect(plan.belongs).toBe(belongs);
      // Found near home (the garden, the harbour), let go where it belongs: the table's places.
      expect(PLOT_TABLE.belongs.kinds[belongs]?.far).toContain(plan.places.find((p) => p.role === 'far')?.id);
    });
  }

  it('never takes the family\'s own or a named pet for one: our dog is found and kept, a kite is freed', () => {
    expect(tell('our dog Biscuit is lost', 'english').plan.plot).toBe('find-lost');
    expect(tell('our hamster Peanut escaped', 'english').plan.plot).toBe('find-lost');
    expect(tell('a kite stuck in a tree', 'english').plan.plot).toBe('free-stuck');
    expect(tell('mon doudou est tombé dans la rivière', 'french').plan.plot).toBe('find-lost');
  });

  for (const [idea, language, , place, drawn] of KIND) {
    it(`returns it where it belongs and lets it go, in every length and age: “${idea}”`, () => {
      for (const length of STORY_LENGTHS) for (const age of AGE_GROUPS) for (const seed of [1, 2]) {
        const { plan, book } = tell(idea, language, length, age, seed, seed === 1 ? 'Ella' : '');
        const at = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
        const where = `${length} ${age} seed ${seed}`;
        // The problem is met at home with the thing named; the resolution says where it belongs.
        expect(book.chapters[at]?.content, where).toMatch(place);
        // The thing is in the pictures from the start, and never after it was let go.
        if (drawn) expect(book.chapters.slice(0, at + 1).some((c) => c.brief.props.some((p) => p.prop === drawn)), where).toBe(true);
        for (const c of book.chapters.slice(at + 1)) expect(c.brief.props.map((p) => p.prop), where).not.toContain(drawn ?? 'none');
        // The end is letting it go, never a keepsake.
        expect(book.chapters.map((c) => c.content).join(' '), where).not.toMatch(/kept (it|them) safe|as a reminder|remit .* à sa place|retrouva sa place habituelle/);
      }
    });
  }

  it('names every kind of plan/plots.yaml \'belongs\' in both languages', () => {
    for (const content of [contentFor('en'), contentFor('fr')]) {
      for (const kind of Object.keys(PLOT_TABLE.belongs.kinds)) expect(content.words.belongs?.[kind]?.noun, `${content.lang} ${kind}`).toBeTruthy();
    }
  });
});
