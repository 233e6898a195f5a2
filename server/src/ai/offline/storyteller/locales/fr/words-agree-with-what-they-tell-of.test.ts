// Faults found reading books (editor pass, French, session 29): a book about Louise titled « Assez courageux »;
// « Attrapé ! » of a tétine; « Trempés comme des soupes, mais tous là » said by a best friend to two girls; and
// « Le bol préféré ne marchait plus... Le bol préféré marchait. Parfaitement » (a bowl does not work, it breaks).
import { describe, expect, it } from 'vitest';
import type { Character, MoralLesson, StoryLength, Theme } from '@storyloom/contracts/options';
import { tellStory } from '../../index.ts';

const texts = (customPrompt: string, o: { character: Character; theme: Theme; moral: MoralLesson; length: StoryLength; age: '3-5' | '5-8' }, childName = ''): string[] =>
  Array.from({ length: 40 }, (_, i) => {
    const { book } = tellStory({ character: o.character, theme: o.theme, length: o.length, language: 'french', ageGroup: o.age, moralLesson: o.moral, childName, customPrompt, seed: i + 1 });
    return [book.title, ...book.chapters.map((c) => c.content)].join('\n');
  });

describe('French words agree with who or what they tell of', () => {
  it('a fear book of a girl is « Assez courageuse », never « Assez courageux »', () => {
    const books = texts('Louise a peur du noir chez sa tata', { character: 'wise-owl', theme: 'bravery', moral: 'none', length: 'short', age: '3-5' });
    expect(books.some((t) => t.startsWith('Assez courageuse'))).toBe(true);
    for (const t of books) expect(t).not.toMatch(/courageux\n/);
  });

  it('a tétine found in a nest is « Attrapée ! »', () => {
    const books = texts('Hugo a perdu sa tétine', { character: 'curious-mouse', theme: 'kindness', moral: 'honesty', length: 'short', age: '3-5' });
    expect(books.some((t) => /Attrapée\s?!/u.test(t))).toBe(true);
    for (const t of books) expect(t).not.toMatch(/Attrapé\s?!/u);
  });

  it('a broken bowl is mended and whole, it never « marchait »', () => {
    const books = texts('Jade a cassé le bol préféré de papi', { character: 'clever-princess', theme: 'family', moral: 'empathy', length: 'medium', age: '5-8' });
    for (const t of books) expect(t).not.toMatch(/bol préféré (?:ne )?marchait/);
  });

  it('a day out in the storm ends wet, with no « Trempés » of two girls', () => {
    const books = texts('une balade en forêt avec mamie', { character: 'magical-unicorn', theme: 'adventure', moral: 'none', length: 'long', age: '5-8' }, 'Léa');
    expect(books.some((t) => t.includes("De l'eau jusqu'aux oreilles"))).toBe(true);
    for (const t of books) expect(t).not.toContain('Trempés comme des soupes');
  });

  // fread, session 31: « se trouvait la corne ... saine et sauve et pas le moins du monde inquiète ».
  it('a lost horn found in a nook is never « inquiète »', () => {
    const books = texts('une licorne qui a perdu sa corne dans la neige', { character: 'magical-unicorn', theme: 'magic', moral: 'honesty', length: 'long', age: '5-8' }, 'Lila');
    expect(books.some((t) => t.includes('dans un petit recoin douillet'))).toBe(true);
    for (const t of books) expect(t).not.toMatch(/pas le moins du monde inqui[eè]t/u);
  });
});
