import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { frenchFindings, saysWord, wholeWords, type FrenchFinding } from './french-checks.ts';

const rules = (text: string): FrenchFinding['rule'][] => frenchFindings(text).map((f) => f.rule);
const NB = '\u00a0';

describe('The French checks of the story linter', () => {
  it('flags a missing elision before a vowel, a mute h or a name, and nothing else', () => {
    for (const bad of ['la maison de Emma', 'il savait que il pleuvait', 'le arbre', 'près de elle', 'dès que Hugo parla', 'la herbe', 'risquait de le emporter']) {
      expect(rules(bad), bad).toContain('elision');
    }
    for (const good of ["qu'Emma", 'le hibou', 'le héros', 'la hache', 'le onze', 'de Yanis', 'donne-le à Léa', 'ce à quoi il pensait', 'de le voir']) {
      expect(rules(good), good).not.toContain('elision');
    }
  });

  it('flags an elision before an aspirated h', () => {
    expect(rules("l'hibou dormait")).toContain('aspirated-h');
    expect(rules("l'herbe et l'héroïne")).not.toContain('aspirated-h');
    expect(rules("le ciel d'hier")).not.toContain('aspirated-h');
  });

  it('flags a contraction left undone, but not a pronoun before an infinitive', () => {
    expect(rules('au bout de le chemin')).toContain('contraction');
    expect(rules('il pensait à les arbres')).toContain('contraction');
    expect(rules('si il pleut')).toContain('contraction');
    expect(rules('elle essaya de le voir, puis de les compter')).not.toContain('contraction');
  });

  it('flags an article that disagrees with the noun, but not mon amie or le tour', () => {
    for (const bad of ['la chien', 'un licorne', 'le souris', 'cette hibou', 'sa train']) expect(rules(bad), bad).toContain('article-gender');
    for (const good of ['la licorne', 'le hibou', 'mon amie', 'son écharpe', 'un tour de plus', 'une souris']) expect(rules(good), good).not.toContain('article-gender');
  });

  it('flags an adjective that disagrees with its subject, a pronoun or a known first name', () => {
    for (const bad of ['elle était fatigué', 'Emma était très content', 'il était inquiète', 'Léo semblait heureuse']) expect(rules(bad), bad).toContain('adjective-agreement');
    for (const good of ['elle était fatiguée', 'Emma était contente', 'il était inquiet', 'Sacha était content', 'elle était rouge']) expect(rules(good), good).not.toContain('adjective-agreement');
  });

  it('flags a plain space or no space before ! ? ; : » and after «', () => {
    expect(rules('« Oh non ! » dit Léo.')).toContain('spacing');
    expect(rules('Oh non!')).toContain('spacing');
    expect(rules(`«${NB}Oh non${NB}!${NB}» dit Léo${NB}: il pleut${NB}?!`)).not.toContain('spacing');
  });

  it('flags an incise without its hyphen and a token left unfilled', () => {
    expect(rules('« Oui », dit elle.')).toContain('inversion');
    expect(rules('« Oui », dit-elle.')).not.toContain('inversion');
    expect(rules(`«${NB}Tu as vu ça${NB}? S'écria Léo.`)).toContain('inversion');
    expect(rules(`«${NB}Tu as vu ça${NB}? s'écria Léo.`)).not.toContain('inversion');
    expect(rules('Il trouva {goal}.')).toContain('placeholder');
  });

  it('flags a gendered word said of a child whose gender is unknown, not epicene words', () => {
    const unsure = (text: string): FrenchFinding['rule'][] => frenchFindings(text, ['Sacha']).map((f) => f.rule);
    for (const bad of ['Sacha était prêt.', 'Sacha était fatiguée.', 'Sacha, tout rouge, se cacha.', 'Sacha se sentait un peu inquiet.']) {
      expect(unsure(bad), bad).toContain('unknown-gender-agreement');
    }
    for (const good of ['Sacha avait le cœur qui battait.', 'Sacha était triste.', 'Sacha, les joues rouges, se cacha.', 'Léo était prêt.', 'Sacha, tout le monde le sait, aime la neige.']) {
      expect(unsure(good), good).not.toContain('unknown-gender-agreement');
    }
  });
});

describe('The French checks on clean books', () => {
  it('find nothing in French books told for girls, boys and a name of unknown gender', () => {
    // Twelve books as the storyteller told them (write-french-fixture.ts): good French to stay quiet on,
    // read without telling books, since the mutation run loads this file once per mutant.
    const books = JSON.parse(readFileSync(new URL('./clean-french-books.json', import.meta.url), 'utf8')) as { unsure: string[]; texts: string[] }[];
    expect(books).toHaveLength(12);
    expect(books.some((b) => b.unsure.length > 0)).toBe(true);
    const found = books.flatMap((b) => b.texts.flatMap((t) => frenchFindings(t, b.unsure).map((f) => `${f.rule}: ${f.text}`)));
    expect(found).toEqual([]);
  });
});

describe('French whole words', () => {
  it('finds a word and its plural, never the start of a longer word', () => {
    expect(saysWord('Une feuille tomba.', 'feu')).toBe(false);
    expect(saysWord('Le feu crépitait.', 'feu')).toBe(true);
    expect(saysWord('Les feux crépitaient.', 'feu')).toBe(true);
    expect(saysWord('Il dit la vérité.', 'la vérité')).toBe(true);
    expect(saysWord('un chat, des chats', 'chat')).toBe(true);
    expect(saysWord('une châtaigne', 'chat')).toBe(false);
    expect(wholeWords(['promesse', 'promis']).test('un compromis')).toBe(false);
    expect(wholeWords(['promesse', 'promis']).test('Elle avait promis.')).toBe(true);
  });
});
