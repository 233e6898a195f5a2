// Read by an editor (issue 10, kept-back ideas): « en ce moment » became a thing to bring home ("ramener le moment à la
// maison"), « une histoire où ... » a hunt ("La grande chasse à l'histoire"), 'a giant birthday cake' the giant's party,
// and « se faire gronder » a sky that "grondait" over a storm outing. When it is, that it is a story, a size and a
// telling-off are none of the plot's things (idea/reading-<lang>.yaml sayings).
import { describe, expect, it } from 'vitest';
import { readIdea } from '../languages.ts';

const parts = (r: ReturnType<typeof readIdea>): string => [r.subject, r.owner, r.other, r.place, r.tool].map((p) => p?.text ?? '').join(' | ');

describe('words that are no thing of the plot', () => {
  it.each([
    ['en', 'at the moment Noah is scared of dogs', /moment/i],
    ['en', 'right now Mia is worried about her first day at school', /right|now/i],
    ['fr', 'en ce moment Lucas a peur des chiens', /moment/i],
    ['fr', 'ces jours-ci, Jade ne veut pas dormir seule', /jours/i],
    ['en', 'a story where Emma becomes a mermaid', /story/i],
    ['fr', 'une histoire où Emma devient une sirène', /histoire/i],
    ['fr', 'Léa voudrait une histoire où elle devient une sirène', /histoire/i],
    ['en', 'Emma wants a story where she becomes a mermaid', /story/i],
    ['en', 'a giant birthday cake for Lily', /giant/i],
    ['fr', "Hugo s'est fait gronder à l'école et il est triste", /grond/i],
    ['en', 'Tom got told off at school and he is sad', /told/i],
  ] as const)('%s "%s" names no such thing', (lang, idea, word) => {
    const reading = readIdea(lang, idea);
    expect(parts(reading)).not.toMatch(word);
    expect(reading.situation).not.toBe('storm');
  });

  it('keeps what the time phrase was about', () => {
    expect(readIdea('en', 'at the moment Noah is scared of dogs').situation).toBe('afraid');
    expect(readIdea('fr', 'en ce moment Lucas a peur des chiens').situation).toBe('afraid');
  });
});
