// Faults found reading books (editor pass, English): 'grandma always brings her knitting when she comes to stay
// but this time she lost her favourite needles' never had Grandma in the book (the child lost 'her' needles);
// 'the hens escaped from the garden and grandpa cant catch them' never had Grandpa. One of the family named in
// another clause owns the trouble. 'my daugher is nervous...' made the hero help 'her daugher' (a typo read as a
// thing), and 'Noah doesnt want to go to bed' lost Noah (a 'not' typed without its apostrophe).
import { describe, expect, it } from 'vitest';
import { readIdea } from '../languages.ts';

describe('one of the family named in another clause owns the trouble', () => {
  it.each([
    ['grandma always brings her knitting when she comes to stay but this time she lost her favourite needles and she is very sad', 'needles', 'grandma'],
    ['the hens escaped from the garden and grandpa cant catch them', 'hen', 'grandpa'],
  ])('"%s"', (idea, thing, owner) => {
    const r = readIdea('en', idea);
    expect(r.situation).toBe('lost');
    expect(r.subject?.head).toBe(thing);
    expect(r.owner?.head).toBe(owner);
  });

  it('keeps a lost thing with no family about without an owner', () => {
    expect(readIdea('en', 'a lost red kite on the beach').owner).toBeUndefined();
  });
});

describe('words typed without their letters are read as meant', () => {
  it('reads "daugher" as the daughter, who is afraid', () => {
    expect(readIdea('en', 'my daugher is nervous about her first swimming lesson').subject?.head).toBe('daughter');
  });
  it('keeps the child who "doesnt" want to', () => {
    // (Not wanting to go to bed is a bedtime story now: plan/a-child-who-cannot-sleep-gets-a-bedtime-story.test.ts.)
    const r = readIdea('en', 'Noah doesnt want to tidy his room because he wants to keep playing with his trains');
    expect(r.situation).toBe('wont');
    expect(r.subject?.name).toBe('Noah');
  });
});
