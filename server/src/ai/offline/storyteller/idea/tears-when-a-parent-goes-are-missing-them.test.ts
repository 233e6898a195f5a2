// A child crying, sobbing or upset when a parent goes, said with a word of habit ('every time', 'every morning',
// « toujours », « à chaque fois que »), is a child missing that parent (missing-friend, flag 'missed'), never the
// child's own behaviour to mend (idea/behaviour.ts read 'Lily cries every time mum drops her off at nursery' as a deed).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { isMissed } from '../plan/plot-for-idea.ts';
import { readIdea } from '../languages.ts';

const IDEAS = [
  ['en', 'english', 'Mia always cries when daddy leaves for work', 'daddy'],
  ['en', 'english', 'my son sobs every time his mum goes out', 'mum'],
  ['en', 'english', 'Oscar cries every morning when mummy drops him off at school', 'mummy'],
  ['fr', 'french', 'Tom pleure toujours quand papa part', 'papa'],
  ['fr', 'french', "ma fille pleure à chaque fois que maman s'en va", 'maman'],
  ['fr', 'french', "Nina pleure tous les matins quand papa la dépose à l'école", 'papa'],
] as const;

describe('tears when a parent goes are missing them', () => {
  it.each(IDEAS)('%s %s "%s"', (lang, language, idea, parent) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('missing-friend');
    expect(r.subject?.head).toBe(parent);
    expect(isMissed(r)).toBe(true);
    const { plan } = tellStory({
      character: 'little-bear', theme: 'family', length: 'medium', language, ageGroup: '5-8', moralLesson: 'none', childName: '', customPrompt: idea, seed: 3,
    });
    expect(plan.plot).toBe('find-friend');
  });
});
