import { describe, expect, it } from 'vitest';
import { parseTemplate, renderTemplate } from '../../template/render.ts';
import type { Entity } from '../../template/grammar-types.ts';
import { FR_GRAMMAR } from './grammar.ts';

const CAST: Record<string, Entity> = {
  emma: { name: 'Emma', gender: 'f' },
  leo: { name: 'Léo', gender: 'm' },
  sacha: { name: 'Sacha', gender: 'n' },
  hibou: { noun: 'hibou', gender: 'm', aspirated: true },
  ourson: { noun: 'ourson', gender: 'm' },
  umbrella: { noun: 'parapluie rouge', gender: 'm' },
  scarf: { noun: 'écharpe', gender: 'f' },
  lamp: { noun: 'lampe', gender: 'f' },
  glasses: { noun: 'lunettes', gender: 'f', plural: true },
  moon: { noun: 'lune', gender: 'f', unique: true },
  granny: { noun: 'grand-mère', gender: 'f', family: true, ownerName: 'Anna' },
  mamie: { name: 'Mamie', gender: 'f', family: true },
  mouse: { name: 'Lili', gender: 'f', kind: { noun: 'petite souris curieuse', gender: 'f' } },
  owl: { name: 'Hugo', gender: 'm', kind: { noun: 'hibou sage', gender: 'm' } },
  bear: { name: 'Miel', gender: 'f', kind: { noun: 'petite ourse brune', gender: 'n' } },
};

function say(source: string, roles: Record<string, string>): string {
  const entities = Object.fromEntries(Object.entries(roles).map(([role, key]) => [role, CAST[key]]));
  return renderTemplate(parseTemplate(source, FR_GRAMMAR), { entities, vary: () => 0 }, FR_GRAMMAR);
}

describe('French tokens', () => {
  it('says one is « à l’école », « au parc », but « dans la forêt »', () => {
    const place = (noun: string, gender: 'm' | 'f'): string => renderTemplate(parseTemplate('{hero} était {here.in}.', FR_GRAMMAR), { entities: { hero: CAST.leo, here: { noun, gender } }, vary: () => 0 }, FR_GRAMMAR);
    expect(place('école', 'f')).toBe("Léo était à l'école.");
    expect(place('parc', 'm')).toBe('Léo était au parc.');
    expect(place('forêt', 'f')).toBe('Léo était dans la forêt.');
  });

  it('uses the third form of a gender agreement for a child whose gender is unknown, and only then', () => {
    const tpl = '{hero} {hero:était prêt|était prête|avait le cœur qui battait}.';
    expect(say(tpl, { hero: 'leo' })).toBe('Léo était prêt.');
    expect(say(tpl, { hero: 'emma' })).toBe('Emma était prête.');
    expect(say(tpl, { hero: 'sacha' })).toBe('Sacha avait le cœur qui battait.');
  });

  it('elides de and que before a name that starts with a vowel, and only then', () => {
    expect(say('C’était la maison {de hero}, et il savait {que hero} dormait.', { hero: 'emma' })).toBe("C’était la maison d'Emma, et il savait qu'Emma dormait.");
    expect(say('La maison {de hero}.', { hero: 'leo' })).toBe('La maison de Léo.');
  });

  it('contracts with the article and keeps the aspirated h', () => {
    expect(say('Le chant {de goal} et le nid {de friend}.', { goal: 'hibou', friend: 'ourson' })).toBe("Le chant du hibou et le nid de l'ourson.");
    expect(say('Il pensait {à goal}, puis {à place}.', { goal: 'glasses', place: 'moon' })).toBe('Il pensait aux lunettes, puis à la lune.');
  });

  it('capitalises and elides a token that starts a sentence', () => {
    expect(say('{goal} dormait. {friend} aussi.', { goal: 'hibou', friend: 'ourson' })).toBe("Le hibou dormait. L'ourson aussi.");
  });

  it('makes possessives and demonstratives agree with the thing, not with its owner', () => {
    expect(say('{hero} prit {goal.son} et {tool.son}.', { hero: 'leo', goal: 'scarf', tool: 'lamp' })).toBe('Léo prit son écharpe et sa lampe.');
    expect(say('Où étaient {goal.son} ? {goal.ce} ?', { goal: 'glasses' })).toBe('Où étaient ses lunettes\u00a0? Ces lunettes\u00a0?');
  });

  it('agrees with the hero and repeats the name of a child whose gender is unknown', () => {
    expect(say('{hero.il} était {hero:fatigué|fatiguée}.', { hero: 'emma' })).toBe('Elle était fatiguée.');
    expect(say('{hero.il} était là.', { hero: 'sacha' })).toBe('Sacha était là.');
  });

  it('names the family as the hero’s, and Mamie by her name', () => {
    expect(say('{owner} avait perdu {goal.son}.', { owner: 'granny', goal: 'glasses' })).toBe('Sa grand-mère avait perdu ses lunettes.');
    expect(say('Le jardin {de owner}.', { owner: 'mamie' })).toBe('Le jardin de Mamie.');
    expect(say('Il trouva {goal.a}.', { goal: 'umbrella' })).toBe('Il trouva un parapluie rouge.');
    expect(say('Il regarda {goal.a}.', { goal: 'moon' })).toBe('Il regarda la lune.');
  });

  it('says what a cast member is with the indefinite article', () => {
    expect(say('{hero} était {hero.kind}.', { hero: 'mouse' })).toBe('Lili était une petite souris curieuse.');
    expect(say('{hero} était {hero.kind}.', { hero: 'owl' })).toBe('Hugo était un hibou sage.');
    expect(say('{hero} était {hero.kind}.', { hero: 'bear' })).toBe('Miel était une petite ourse brune.');
  });

  it('writes titles in sentence case without a final full stop', () => {
    expect(FR_GRAMMAR.title('le parapluie de Emma.')).toBe("Le parapluie d'Emma");
  });
});
