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

  it('leaves a singular subject, a possessive and an object as written', () => {
    expect(say('Wherever {giant} was, {giant.he} was getting wet too.')).toBe('Wherever the giant was, he was getting wet too.');
    expect(say('{pirates.poss} ship is big. Nobody gave it to {pirates.him} was the news.')).toBe("The pirates' ship is big. Nobody gave it to them was the news.");
  });
});
