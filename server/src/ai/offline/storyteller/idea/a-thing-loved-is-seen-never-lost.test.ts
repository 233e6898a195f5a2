// Faults found reading books (session 34): 'my son is obsessed with tractors' gave 'Emma and the Lost Tractor' ('The
// tractor was nowhere'), « Noé raffole des pelleteuses » « la pelleteuse restait introuvable », 'Leo loves dinosaurs' a
// search for one. A thing or an animal the child loves, nobody's own, is a wish to see a real one (idea/loves.ts):
// looked for and seen at last, never lost. Phrasings written for this rule, with and without a name, typed tired.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const EN = [
  ['Max loves trucks', 'truck'], ['my son is obsessed with tractors', 'tractor'], ['she loves rainbows', 'rainbow'],
  ['Leo really loves dinosaurs especially the t-rex', 'dinosaur'], ['my daughter adores horses', 'horse'], ['he is mad about trains', 'train'],
  ['Noah is crazy about diggers', 'digger'], ['Ava is a huge fan of butterflies', 'butterfly'], ['he cant get enough of sharks', 'shark'],
  ['Emma loves whales and dolphins', 'whale'], ['my little boy loves buses', 'bus'], ['Zoe is obsessed with unicorns', 'unicorn'],
  ['Sam loves owls', 'owl'], ['my daughter is really into ladybirds', 'ladybird'], ['he loves elephants so much', 'elephant'],
  ['she loves penguins', 'penguin'], ['Oscar loves planes', 'plane'], ['my kid loves rainbows and unicorns', 'rainbow'],
  ['lily loved ponies since she was tiny', 'pony'], ['my son is a big fan of lorries', 'lorry'],
] as const;
const FR = [
  ['mon fils est fan de tracteurs', 'tracteur'], ['Max adore les camions', 'camion'], ['elle adore les arcs-en-ciel', 'arc-en-ciel'],
  ['Léo adore les dinosaures surtout le t-rex', 'dinosaure'], ['ma fille adore les chevaux', 'cheval'], ['il est fou des trains', 'train'],
  ['Noé raffole des pelleteuses', 'pelleteuse'], ['Ava est passionnée de papillons', 'papillon'], ['ma fille adore les licornes', 'licorne'],
  ['Emma adore les baleines et les dauphins', 'baleine'], ['mon petit garçon aime beaucoup les bus', 'bus'], ['Zoé est folle des licornes', 'licorne'],
  ['Sam adore les hiboux', 'hibou'], ['ma fille aime trop les coccinelles', 'coccinelle'], ['il adore les éléphants', 'éléphant'],
  ['elle adore les pingouins', 'pingouin'], ['Oscar adore les avions', 'avion'], ['ma puce adore les arcs en ciel et les licornes', 'arc-en-ciel'],
  ['lila a toujours adoré les poneys', 'poney'], ['mon fils adore les camions de pompiers', 'camion de pompiers'],
] as const;

describe('a thing the child loves is seen for real, never lost', () => {
  it.each([...EN.map(([i, w]) => ['en', i, w] as const), ...FR.map(([i, w]) => ['fr', i, w] as const)])('%s "%s": a wish to see one %s', (lang, idea, words) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('wish');
    expect(r.subject?.words).toBe(words);
    expect(r.subject?.plural).toBe(false);
  });

  it.each([...EN.map(([i]) => ['english', i] as const), ...FR.map(([i]) => ['french', i] as const)])('%s "%s": the book never loses it', (language, idea) => {
    for (const seed of [1, 2]) {
      const { plan, book } = tellStory({
        character: 'little-bear', theme: seed === 1 ? 'adventure' : 'family', length: seed === 1 ? 'short' : 'long', language,
        ageGroup: seed === 1 ? '3-5' : '8-12', moralLesson: 'none', childName: 'Emma', customPrompt: idea, seed,
      });
      const text = `${book.title}\n${book.chapters.map((c) => c.content).join('\n')}`;
      expect(plan.plot, `seed ${seed}`).toBe('find-lost');
      expect(text, `seed ${seed}`).not.toMatch(/nowhere to be found|was nowhere|were nowhere|\bLost\b|introuvable|(?<!pas )\bperdue?s?\b|Où (?:est|sont)/);
    }
  });

  it.each([
    ['en', 'Lily loves her pink bike more than anything'], ['en', 'Emma loves her grandpa'], ['en', 'our dog Biscuit loves the beach'],
    ['fr', 'Lila adore son vélo rose'], ['fr', 'Emma adore son papi'],
  ] as const)('%s "%s": her own thing or someone dear is no wish to see one', (lang, idea) => {
    expect(readIdea(lang, idea).situation).not.toBe('wish');
  });
});
