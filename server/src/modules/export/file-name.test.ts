import { describe, expect, it } from 'vitest';
import { storyFileName } from './file-name.ts';

describe('storyFileName', () => {
  it('lowercases the title and replaces every non-alphanumeric character with an underscore', () => {
    expect(storyFileName('The Big Day', 'pdf')).toBe('the_big_day.pdf');
    expect(storyFileName("Tom's Rocket #2!", 'epub')).toBe('tom_s_rocket__2_.epub');
  });

  it('keeps accented letters as their plain letter', () => {
    expect(storyFileName("Léa's Big Day!", 'pdf')).toBe('lea_s_big_day_.pdf');
    expect(storyFileName('Zoé et le cœur de la forêt', 'pdf')).toBe('zoe_et_le_coeur_de_la_foret.pdf');
  });

  it('falls back to "story" when no letter or digit is left', () => {
    expect(storyFileName('小熊的故事', 'pdf')).toBe('story.pdf');
    expect(storyFileName('', 'epub')).toBe('story.epub');
  });

  it('keeps the name short enough for any file system', () => {
    expect(storyFileName('a'.repeat(500), 'pdf')).toBe(`${'a'.repeat(100)}.pdf`);
  });
});
