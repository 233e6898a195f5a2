// Fault found reading fresh parent ideas: 'a hedgehog who wants a hug but is too prickly' was read as nothing
// happening, and the book became a race against the hedgehog ('Rematch next week?'); « un hérisson qui veut un
// câlin » kept 'un câlin' as a thing. Wanting a hug or a cuddle is wanting someone close: the one who wants it is
// befriended by the child (make-friend), and a hug is never a thing of the story.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('wanting a hug is a friend to make', () => {
  it.each([
    ['en', 'a hedgehog who wants a hug but is too prickly', 'hedgehog'],
    ['en', 'a little monster who has never had a hug', 'monster'],
    ['en', 'a lonely cloud who needs a cuddle', undefined],
    ['fr', 'un hérisson qui veut un câlin mais qui pique', 'hérisson'],
    ['fr', "un petit ours qui a besoin d'un câlin", 'ours'],
    ['fr', 'un cactus qui voudrait un bisou', 'cactus'],
  ] as const)('%s "%s"', (lang, idea, who) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('make-friend');
    expect(r.subject?.head).toBe(who);
    expect(r.other).toBeUndefined();
  });

  it('the hedgehog is befriended, never raced', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const { plan, book } = tellStory({ character: 'brave-knight', theme: 'adventure', length: 'short', language: 'english', ageGroup: '5-8', moralLesson: 'honesty', childName: 'Emma', customPrompt: 'a hedgehog who wants a hug but is too prickly', seed });
      expect(plan.plot, `seed ${seed}`).toBe('find-friend');
      expect(book.chapters.map((c) => c.content).join('\n'), `seed ${seed}`).not.toMatch(/\brace\b|golden ribbon/i);
    }
  });
});
