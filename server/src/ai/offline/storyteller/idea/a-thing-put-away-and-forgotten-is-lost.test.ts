// Fault found reading fresh parent ideas: 'a squirrel who forgets where he hid his nuts' was read as nothing
// happening and became a search for the squirrel; 'Grandpa can't remember where he put his glasses' a skill to
// learn ('remember where he put the glasses'); « mamie ne sait plus où elle a rangé ses lunettes » nothing at all.
// A thing put somewhere and forgotten is lost: it is found again for whoever forgot where it was.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

describe('a thing put away and forgotten is lost, found for whoever forgot it', () => {
  it.each([
    ['en', 'a squirrel who forgets where he hid his nuts', 'nuts', 'squirrel'],
    ['en', "Grandpa can't remember where he put his glasses", 'glasses', 'grandpa'],
    ['en', 'Mummy always forgets where she left her keys', 'keys', 'mummy'],
    ['en', 'a pirate who forgot where he buried his treasure', 'treasure', 'pirate'],
    ['fr', 'mamie ne sait plus où elle a rangé ses lunettes', 'lunettes', 'mamie'],
    ['fr', 'papi ne se souvient plus où il a mis ses clés', 'clés', 'papi'],
    ['fr', 'un écureuil qui oublie où il a caché ses noisettes', 'noisettes', 'écureuil'],
    ['fr', 'un pirate qui a oublié où il a enterré son trésor', 'trésor', 'pirate'],
  ] as const)('%s "%s": the %s are lost, the %s forgot them', (lang, idea, thing, owner) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('lost');
    expect(r.subject?.words).toBe(thing);
    expect(r.owner?.head).toBe(owner);
    expect(r.deed).toBeUndefined();
  });

  it.each([
    ['english', 'a squirrel who forgets where he hid his nuts', /\bnuts\b/],
    ['french', 'mamie ne sait plus où elle a rangé ses lunettes', /\blunettes\b/],
  ] as const)('%s "%s": the book looks for the thing, not for its owner', (language, idea, thing) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, book } = tellStory({ character: 'magical-unicorn', theme: 'friendship', length: 'short', language, ageGroup: '5-8', moralLesson: 'empathy', childName: 'Sophie', customPrompt: idea, seed });
      expect(plan.plot, `seed ${seed}`).toBe('find-lost');
      const resolution = plan.chapters.find((c) => c.events.some((e) => e.kind === 'resolution'));
      expect(book.chapters[resolution?.index ?? -1]?.content, `seed ${seed}`).toMatch(thing);
    }
  });
});
