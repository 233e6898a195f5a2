// Issue 10, continuity: the helper given a task came back 'just as she had said she would' / « comme il l'avait dit »
// in books where the helper never said so (6 of 12 long books read on 2026-11-27). A return line may only claim a
// promise that an earlier line of the same book made; the return tellings now make no such claim.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const ideas = {
  english: ['Tom lost his teddy', 'scared of the dark', 'learning to ride a bike', 'a trip to the seaside',
    'a big storm', 'making a new friend at school', 'winning the sports day race', 'she does not want a bath'],
  french: ['Tom a perdu son doudou', 'il a peur du noir', 'apprendre à faire du vélo', 'un voyage à la mer',
    'une grosse tempête', 'se faire un ami à l\'école', 'gagner la course', 'elle ne veut pas prendre son bain'],
} as const;
const characters = ['little-bear', 'curious-mouse', 'brave-knight', 'friendly-dragon', 'wise-owl'] as const;

const request = (customPrompt: string, language: 'english' | 'french', seed: number): StoryRequest => ({
  character: characters[seed % characters.length]!, theme: (['adventure', 'friendship', 'kindness'] as const)[seed % 3]!,
  length: 'long', language, ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!,
  moralLesson: (['none', 'sharing', 'perseverance'] as const)[seed % 3]!, childName: 'Emma', customPrompt, seed,
});

// 'just as she had said she would', 'right where he had said he would be', « comme elle l'avait dit », « là où il l'avait dit ».
const claim = /\b(?:just as|where) (?:he|she|they|it) had said\b|I said I.d come|(?:comme|où) (?:il|elle|iel) l.avait dit|J.avais dit que je viendrais/i;
const promise = /I'll come|I will come|I'll be back|come back|I'll be there|je reviendrai|je viendrai|je serai là|reviendr/i;

describe('a helper comes back "as promised" only after promising', () => {
  it.each(['english', 'french'] as const)('%s: no return line claims a promise nobody made', (language) => {
    const wrong: string[] = [];
    let told = 0;
    for (const idea of ideas[language]) {
      for (let seed = 1; seed <= 6; seed++) {
        const { book } = tellStory(request(idea, language, seed));
        const text = book.chapters.flatMap((c) => c.parts).map((p) => p.text).join('\n');
        told++;
        const at = text.search(claim);
        if (at >= 0 && !promise.test(text.slice(0, at))) wrong.push(`${idea} #${seed}: ${text.slice(Math.max(0, at - 80), at + 40)}`);
      }
    }
    expect(told).toBe(ideas[language].length * 6);
    expect(wrong).toEqual([]);
  });
});
