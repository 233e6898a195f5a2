// Faults found reading books (session 34): « Inès ne veut pas voir les parents partir » gave « Inès ne voulait pas voir
// les parents » (a no argued over), 'my daughter doesnt want mummy to go to work' 'The Long Way to the Work', 'my son
// cries when daddy leaves for work' 'Looking for Daddy'. A parent going is missed and waited for at home, and comes
// back (situations-<lang>.yaml missing-friend, flag 'missed'); the child who misses them is the hero, never the one missed.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { isMissed } from '../plan/plot-for-idea.ts';
import { readIdea } from '../languages.ts';

const EN = [
  ['my daughter doesnt want mummy to go to work', 'mummy'], ["Max doesn't want to see his parents leave", 'parents'],
  ['my son cries when daddy leaves for work', 'daddy'], ["she doesn't want her mum to go", 'mum'], ['he hates it when mummy goes out', 'mummy'],
  ['Lily cries every time mum drops her off at nursery', 'mum'], ['my little boy never wants daddy to leave', 'daddy'],
  ['Zoe gets upset when her dad goes away for work', 'dad'], ['Noah clings when mummy leaves', 'mummy'],
  ["my daughter doesn't like her mummy leaving", 'mummy'], ['he wont let daddy go to work', 'daddy'], ['Emma is sad when papa leaves in the morning', 'papa'],
  ['my son doesnt want his parents to go on holiday without him', 'parents'], ['Ava cries when mum goes to work', 'mum'],
  ['Leo doesnt want his mom to leave for her trip', 'mom'],
] as const;
const FR = [
  ['Inès ne veut pas voir les parents partir', 'parent'], ['Max ne veut pas que papa parte au travail', 'papa'],
  ['mon fils pleure quand papa part au travail', 'papa'], ['ma fille ne veut pas que maman aille travailler', 'maman'],
  ['elle veut pas que sa maman parte', 'maman'], ['Lila pleure chaque fois que maman la dépose à la crèche', 'maman'],
  ['mon petit garçon ne veut jamais que papa parte', 'papa'], ['Zoé est triste quand son papa part', 'papa'],
  ['ma fille ne veut pas voir ses parents partir le soir', 'parent'], ["Noé s'accroche quand maman s'en va", 'maman'],
  ['il ne veut pas que ses parents sortent', 'parent'], ['Emma pleure quand sa maman part le matin', 'maman'],
  ['Ava pleure quand maman part travailler', 'maman'], ["Sam ne veut pas que maman s'en aille", 'maman'], ['ma puce pleure quand papa part', 'papa'],
] as const;

describe('a parent going is missed, and comes home', () => {
  it.each([...EN.map(([i, w]) => ['en', 'english', i, w] as const), ...FR.map(([i, w]) => ['fr', 'french', i, w] as const)])('%s %s "%s": %s is missed', (lang, language, idea, parent) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('missing-friend');
    expect(r.subject?.head).toBe(parent);
    expect(isMissed(r)).toBe(true);
    for (const seed of [1, 2]) {
      const { plan, book } = tellStory({
        character: 'little-bear', theme: 'family', length: seed === 1 ? 'short' : 'long', language, ageGroup: seed === 1 ? '3-5' : '8-12',
        moralLesson: 'none', childName: 'Lou', customPrompt: idea, seed,
      });
      const text = `${book.title}\n${book.chapters.map((c) => c.content).join('\n')}`;
      expect(plan.plot, `seed ${seed}`).toBe('find-friend');
      expect(text, `seed ${seed}`).not.toMatch(/Looking for|À la recherche|qu'on soit amis|be friends|did not want to see|ne voulait pas voir/);
    }
  });
});

describe('parents missed together are told in the plural', () => {
  it.each([1, 2, 3, 4, 5, 6])('« ne veut pas voir les parents partir », seed %i: the verbs agree with the parents', (seed) => {
    const { book } = tellStory({
      character: 'little-bear', theme: 'family', length: 'long', language: 'french', ageGroup: seed % 2 ? '5-8' : '3-5',
      moralLesson: 'none', childName: 'Inès', customPrompt: 'Inès ne veut pas voir les parents partir', seed,
    });
    const text = `${book.title}\n${book.chapters.map((c) => c.content).join('\n')}`;
    expect(text).not.toMatch(/parents (?:me manque\b|était\b|manquait\b|ne pouvait\b)|faisait les parents|c'était les parents/);
  });
});
