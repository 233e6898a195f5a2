// Read as a parent (issue 10): creativity books closed on "Tomorrow, Ruby thought, I'll fill my pockets again" /
// « Demain, pensa Jade, je remplirai encore mes poches » when the odd bits had gone into a bag or a pile by the door,
// or no pocket was ever filled. The ending recalls the pockets only when this book's setup filled them ('pockets').
import { describe, expect, it } from 'vitest';
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';
import { moralRecallsUntold } from '../../story-lint/moral-recalls.ts';

const AGES: AgeGroup[] = ['3-5', '5-8', '8-12'];
const LENGTHS: StoryLength[] = ['short', 'medium', 'long'];
const IDEAS = {
  english: ['my son Jack wants to find a lost kitten', 'ruby goes to the beach with grandma', 'teaching the puppy to sit', 'a trip to the moon'],
  french: ['mon fils Léo cherche son chat perdu', 'Jade va à la plage avec mamie', 'apprendre au chiot à s\'asseoir', 'un voyage sur la lune'],
} as const;
const RECALL = { english: /fill my pockets again/i, french: /remplirai encore mes poches/i };
const SETUP = { english: /pocket/i, french: /poche/i };

describe('a moral recalls only what was told', () => {
  it.each(['english', 'french'] as const)('%s: "fill my pockets again" only after pockets were filled earlier in the book', (language) => {
    let recalled = 0;
    for (const idea of IDEAS[language]) for (let seed = 1; seed <= 30; seed++) {
      const request: StoryRequest = {
        character: (['curious-mouse', 'little-bear', 'wise-owl'] as const)[seed % 3]!, theme: 'adventure', length: LENGTHS[seed % 3]!,
        language, ageGroup: AGES[(seed + Math.floor(seed / 3)) % 3]!, moralLesson: 'creativity', childName: 'Ruby', customPrompt: idea, seed,
      };
      const text = tellStory(request).book.chapters.map((c) => c.content).join('\n');
      const at = text.search(RECALL[language]);
      if (at < 0) continue;
      recalled++;
      expect(text.slice(0, at), `${idea}, seed ${seed}`).toMatch(SETUP[language]);
    }
    expect(recalled, 'the recall still ends some books').toBeGreaterThan(0);
  });
});

// Read as a parent (issue 10): "She had kept the promise" closed a book where no promise was ever made (a "won't" of
// the child's own, a big feeling's day, a setup that only said "Leave it to me"), "The bag was empty now" a book whose
// gift was hidden in the cupboard, "Les poches d'Hugo se vidèrent" one whose odd bits went into the bag. The moral's
// turning point and ending recall only what the book told before them (story-lint 'moral-recall-untold').
const RECALL_IDEAS = {
  english: ["my son won't brush his teeth", 'Leo has big tantrums when it\'s time to leave the park', 'lost in the supermarket', 'a trip to the moon in a cardboard rocket', 'our dog biscuit keeps eating socks', 'a little whale stuck in the harbour who wants its mum', ''],
  french: ['mon fils ne veut pas se brosser les dents', 'Lucas s\'énerve très vite et tape des pieds', 'un voyage en train pour voir tante Rose en ville', 'faire de la luge a la montagne', 'mon chaton grimpe aux rideaux', 'un bébé oiseau tombé du nid', ''],
} as const;
const PROMISE_KEPT = { english: /\bkept (?:the|her|his|their) promise\b|\bpromise kept\b/i, french: /tenu sa promesse|promesse tenue/i };

describe('a moral recalls only what the book told', () => {
  it.each(['english', 'french'] as const)('%s: no turning point or ending recalls a promise, a bag, pockets or a sharing never told', (language) => {
    const untold: string[] = [];
    let kept = 0;
    for (const moral of ['responsibility', 'sharing', 'creativity'] as const) for (const idea of RECALL_IDEAS[language]) for (let seed = 1; seed <= 7; seed++) {
      const request: StoryRequest = {
        character: (['curious-mouse', 'little-bear', 'wise-owl'] as const)[seed % 3]!, theme: 'adventure', length: LENGTHS[seed % 3]!,
        language, ageGroup: AGES[(seed + Math.floor(seed / 3)) % 3]!, moralLesson: moral, childName: seed % 2 ? 'Ruby' : '', customPrompt: idea, seed,
      };
      const { plan, book } = tellStory(request);
      untold.push(...moralRecallsUntold(plan, book).map((f) => `${moral}, ${idea || 'no idea'}, seed ${seed}: ${f.detail}`));
      if (PROMISE_KEPT[language].test(book.chapters.map((c) => c.content).join('\n'))) kept++;
    }
    expect(untold).toEqual([]);
    expect(kept, 'a promise made is still kept at the end of some books').toBeGreaterThan(0);
  });
});
