import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseTemplate, renderTemplate } from '../../template/render.ts';
import type { Entity } from '../../template/grammar-types.ts';
import { EN_GRAMMAR } from './grammar.ts';

const CAST: Record<string, Entity> = {
  pirates: { noun: 'pirates', gender: 'n', plural: true },
  giant: { noun: 'giant', gender: 'm' },
  glasses: { noun: 'glasses', gender: 'n', plural: true },
};
const say = (source: string): string => renderTemplate(parseTemplate(source, EN_GRAMMAR), { entities: CAST, vary: () => 0 }, EN_GRAMMAR);

describe('English agreement after a plural subject', () => {
  it('makes the verb after a plural one agree, by name and by pronoun', () => {
    expect(say('Wherever {pirates} was, {pirates.he} was getting wet too.')).toBe('Wherever the pirates were, they were getting wet too.');
    expect(say("{glasses} isn't on the table, and {glasses.he} hasn't been seen.")).toBe("The glasses aren't on the table, and they haven't been seen.");
  });

  it('does it all by themselves, never "themself": a child whose gender the name does not say, or a plural one', () => {
    const sacha = renderTemplate(parseTemplate('{sacha} packed it all by {sacha.him}self.', EN_GRAMMAR), { entities: { sacha: { name: 'Sacha', gender: 'n' } }, vary: () => 0 }, EN_GRAMMAR);
    expect(sacha).toBe('Sacha packed it all by themselves.');
    expect(say('{pirates} sailed it by {pirates.him}self.')).toBe('The pirates sailed it by themselves.');
    expect(say('{giant} did it by {giant.him}self.')).toBe('The giant did it by himself.');
  });

  it('leaves a singular subject, a possessive and an object as written', () => {
    expect(say('Wherever {giant} was, {giant.he} was getting wet too.')).toBe('Wherever the giant was, he was getting wet too.');
    expect(say('{pirates.poss} ship is big. Nobody gave it to {pirates.him} was the news.')).toBe("The pirates' ship is big. Nobody gave it to them was the news.");
  });
});

describe('English: a being spoken to', () => {
  it('is called by its name, or by its noun with no article', () => {
    const cast: Record<string, Entity> = { croc: { noun: 'crocodile', gender: 'n' }, pet: { noun: 'dog', name: 'Biscuit', gender: 'n' }, gp: { noun: 'grandpa', name: 'Grandpa', gender: 'm', family: true, ownerName: 'Leo', ownerGender: 'm' } };
    const call = (source: string): string => renderTemplate(parseTemplate(source, EN_GRAMMAR), { entities: cast, vary: () => 0 }, EN_GRAMMAR);
    expect(call('“Go, {croc.call}, go!”')).toBe('“Go, crocodile, go!”');
    expect(call('“You can do it, {pet.call}.”')).toBe('“You can do it, Biscuit.”');
    expect(call('“There, {gp.call}!”')).toBe('“There, Grandpa!”');
  });
});

describe('English: a friend the parent named', () => {
  it('is called by name, never "Ruby the best friend"', () => {
    const cast: Record<string, Entity> = { ruby: { noun: 'best friend', name: 'Ruby', gender: 'f' }, dog: { noun: 'dog', name: 'Biscuit', gender: 'n' } };
    const say2 = (source: string): string => renderTemplate(parseTemplate(source, EN_GRAMMAR), { entities: cast, vary: () => 0 }, EN_GRAMMAR);
    expect(say2('Nobody had seen {ruby.a} since yesterday.')).toBe('Nobody had seen Ruby since yesterday.');
    expect(say2('There was {dog.a}.')).toBe('There was Biscuit the dog.');
  });
});

describe('English: a speech tag after a quoted question', () => {
  // '“Is there any for me?” The pumpkin asked at last.': the tag goes on with the sentence, whoever speaks.
  it('keeps "the giant asked" in lower case after a quoted question or cry', () => {
    expect(say('“Is there any for me?” {giant} asked at last.')).toBe('“Is there any for me?” the giant asked at last.');
    expect(say('“Wait!” {giant} cried. “Me too!”')).toBe('“Wait!” the giant cried. “Me too!”');
  });

  // A grumble is a speech tag too: '“Oh, not again!” they grumbled', never 'They grumbled' as a new sentence.
  it('keeps "they grumbled" and "they groaned" in lower case after a cry', () => {
    expect(say('“Oh, not again!” they grumbled.')).toBe('“Oh, not again!” they grumbled.');
    expect(say('“Not again!” they groaned.')).toBe('“Not again!” they groaned.');
  });

  it('still starts a new sentence after a quoted question with a capital', () => {
    expect(say('“Why?” {giant} is big.')).toBe('“Why?” The giant is big.');
  });
});

describe('English: a possessive standing alone', () => {
  const cast: Record<string, Entity> = { mia: { noun: 'girl', name: 'Mia', gender: 'f' }, leo: { noun: 'boy', name: 'Leo', gender: 'm' }, sam: { noun: 'child', name: 'Sam', gender: 'n' } };
  const own = (source: string): string => renderTemplate(parseTemplate(source, EN_GRAMMAR), { entities: cast, vary: () => 0 }, EN_GRAMMAR);

  it('is hers, his or theirs, never "the one that was her"', () => {
    expect(own('The red one was {mia.hers}, and {mia} raised {mia.his} mug.')).toBe('The red one was hers, and Mia raised her mug.');
    expect(own('The red one was {leo.hers}.')).toBe('The red one was his.');
    expect(own('The red one was {sam.hers}.')).toBe('The red one was theirs.');
  });

  it('is never written as the possessive before a noun: no telling ends a sentence or says "too" after {x.his}', () => {
    const here = dirname(fileURLToPath(import.meta.url));
    const yamls = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.yaml'));
    const found = yamls.flatMap((f) => readFileSync(join(here, f), 'utf8').match(/.{30}\.his\}(?: too\b|[,.!?;:”]).{0,10}/g) ?? []);
    expect(found).toEqual([]);
  });
});

describe('English: a name ending in a', () => {
  it('is never taken for the article: "Léa explained" stays, "a owl" becomes "an owl"', () => {
    expect(EN_GRAMMAR.tidy('Léa explained it all, and Zoé ate an apple.')).toBe('Léa explained it all, and Zoé ate an apple.');
    expect(EN_GRAMMAR.tidy('Grandma told Léa about a owl.')).toBe('Grandma told Léa about an owl.');
    expect(EN_GRAMMAR.tidy('A owl hooted.')).toBe('An owl hooted.');
  });
});
