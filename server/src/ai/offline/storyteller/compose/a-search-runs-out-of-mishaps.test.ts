// Fault found by the linter's grid: 'a lost puppy' searched for in a cave, in a long book, threw "no en telling
// for find-lost/complication": a living thing underground rules out most of the search's mishaps (no wind, no
// dog, no hedgehog), and the book asked for a third. A parent's story failed for it. A second try or
// complication with nothing left to tell is left out now, like an older reader's extra one.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const requests: StoryRequest[] = [
  { character: 'brave-knight', theme: 'magic', length: 'long', language: 'english', ageGroup: '5-8', moralLesson: 'none', childName: '', customPrompt: 'a lost puppy', seed: 2 },
  { character: 'friendly-dragon', theme: 'family', length: 'long', language: 'english', ageGroup: '5-8', moralLesson: 'none', childName: 'Lily', customPrompt: 'a lost puppy', seed: 2 },
];

describe('a search with few mishaps that fit', () => {
  it.each(requests.map((r) => [`${r.character}, ${r.theme}`, r] as const))('is told whole (%s)', (_name, req) => {
    const { plan, book } = tellStory(req);
    expect(book.chapters).toHaveLength(plan.chapters.length);
    // One complication at least is told, and every chapter still has its words.
    expect(plan.chapters.flatMap((c) => c.events).filter((e) => e.kind === 'complication').length).toBeGreaterThan(0);
    for (const chapter of book.chapters) expect(chapter.content.trim().length).toBeGreaterThan(100);
  });
});
