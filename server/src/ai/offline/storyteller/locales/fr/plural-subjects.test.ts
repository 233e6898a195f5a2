// A parent's idea may be plural ('des fées', 'ma fille adore les chevaux', 'des pirates'): the tellings write
// '{owner} entra', '« Tu ne me battras jamais », dit {rival}', and the verb must agree with a plural subject
// after it and before it, never with a plural object ('Léa les regarda').
import { describe, expect, it } from 'vitest';
import { parseTemplate, renderTemplate } from '../../template/render.ts';
import type { Entity } from '../../template/grammar-types.ts';
import { tellStory } from '../../index.ts';
import { FR_GRAMMAR, pluralVerb } from './grammar.ts';

const FAIRIES: Entity = { noun: 'fées', gender: 'f', plural: true };
const HORSES: Entity = { noun: 'chevaux', gender: 'm', plural: true };
const LEA: Entity = { name: 'Léa', gender: 'f' };

function say(source: string, entities: Record<string, Entity>): string {
  return renderTemplate(parseTemplate(source, FR_GRAMMAR), { entities, vary: () => 0 }, FR_GRAMMAR).replace(/[\u00a0\u202f]/gu, ' ');
}

describe('a plural subject in French', () => {
  it('makes the verb after it agree, with its negation and small pronouns', () => {
    expect(say('{owner} entra.', { owner: FAIRIES })).toBe('Les fées entrèrent.');
    expect(say('{rival} le franchit mieux.', { rival: HORSES })).toBe('Les chevaux le franchirent mieux.');
    expect(say("{owner} n'était pas là.", { owner: FAIRIES })).toBe("Les fées n'étaient pas là.");
    expect(say('{owner.il} se mit à rire.', { owner: FAIRIES })).toBe('Elles se mirent à rire.');
    expect(say('{owner} mangea tout.', { owner: FAIRIES })).toBe('Les fées mangèrent tout.');
  });

  it('makes a speech tag before it agree', () => {
    expect(say('« Jamais ! » dit {rival}.', { rival: HORSES })).toBe('« Jamais ! » dirent les chevaux.');
    expect(say('« Bonjour », demanda {owner}.', { owner: FAIRIES })).toBe('« Bonjour », demandèrent les fées.');
    // A grumble or a sigh is a speech tag too (« Oh non, encore ! » ronchonna tout le monde), never a new sentence.
    expect(say('« Oh non, encore ! » ronchonna tout le monde.', {})).toBe('« Oh non, encore ! » ronchonna tout le monde.');
    expect(say('« Trouvé ! » criaient les autres.', {})).toBe('« Trouvé ! » criaient les autres.');
    expect(say('« Encore ! » soupirèrent les autres.', {})).toBe('« Encore ! » soupirèrent les autres.');
  });

  it('leaves a singular subject, a plural object and words that are not verbs alone', () => {
    expect(say('{owner} entra.', { owner: LEA })).toBe('Léa entra.');
    expect(say('{hero} {owner.le} regarda.', { hero: LEA, owner: FAIRIES })).toBe('Léa les regarda.');
    expect(say('{owner} tout petit.', { owner: HORSES })).toBe('Les chevaux tout petit.');
    expect(pluralVerb('nuit')).toBeUndefined();
    expect(pluralVerb('voulut')).toBe('voulurent');
    expect(pluralVerb('vint')).toBe('vinrent');
  });

  it('tells a whole book about plural beings without a singular verb after them', () => {
    for (const [idea, seed] of [['des fées', 10], ['ma fille adore les chevaux', 2], ['des pirates', 4]] as const) {
      for (const length of ['short', 'medium', 'long'] as const) {
        const { book } = tellStory({ character: 'magical-unicorn', theme: 'friendship', length, language: 'french', ageGroup: '5-8', moralLesson: 'empathy', childName: 'Chloé', customPrompt: idea, seed });
        const text = book.chapters.map((c) => c.content).join('\n');
        expect(text).not.toMatch(/\b[Ll]es (?:fées|chevaux|pirates) (?:entra|arriva|dit|sourit|rit|était|avait|le franchit)\b/u);
        expect(text).not.toMatch(/\b(?:dit|demanda|cria) (?:les|des) (?:fées|chevaux|pirates)\b/u);
      }
    }
  });
});
