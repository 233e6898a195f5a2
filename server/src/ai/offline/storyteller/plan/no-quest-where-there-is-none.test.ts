// Faults found reading books (issue 10): the shared beats told every plot as an adventure quest. 'Faire des crêpes
// avec maman' said 'partir de chez soi faire une pile de crêpes' and 'les voilà partis' when they only went to the
// henhouse; a tantrum book packed a flask and a map; a milk tooth was hunted with a list of 'snack, string, torch'.
// A day done with the family (do-together), a milk tooth (tooth) and a child's big feeling (feeling) now have
// their own tellings of the leaving and of the book's description, and the quest ones are kept off them.
import { describe, expect, it } from 'vitest';
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const AGES: AgeGroup[] = ['3-5', '5-8', '8-12'];
const LENGTHS: StoryLength[] = ['short', 'medium', 'long'];
const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number): StoryRequest => ({
  character: 'curious-mouse', theme: 'adventure', length: LENGTHS[seed % 3]!, language, ageGroup: AGES[(seed + Math.floor(seed / 3)) % 3]!,
  moralLesson: (['sharing', 'honesty', 'none'] as const)[seed % 3]!, childName, customPrompt, seed,
});
const partsOf = (told: ReturnType<typeof tellStory>, kind: string): string => told.book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === kind).map((p) => p.text).join(' ');

// An adventure's leaving: setting off, a mission, a road taken, a bag packed for the way, not coming back until done.
const QUEST = {
  english: /set(?:s)? (?:off|out)|adventure|back gate|not coming back|\bmap\b|envelope|flask|torch|walking fast|explorer|knows what to do: go/i,
  french: /\bpartir\b|partis|partirent|en route|prirent la route|se mirent en (?:route|chemin)|mission|aventure|de chez soi|gourde|ficelle|lampe|barrière/i,
};
// A search for a tooth is a search, but a small one close by: no bag packed, no map, no adventure's gate.
const PACKED = {
  english: /adventure|back gate|not coming back|\bmap\b|envelope|flask|torch|snack|walking fast|explorer|finger/i,
  french: /gourde|ficelle|lampe|sac\b|liste|barrière|chemin qui part|tortue|mission/i,
};

const TOGETHER: [string, 'english' | 'french', string][] = [
  ['making pancakes with mum', 'english', 'Leo'], ['going fishing with grandpa', 'english', 'Emma'], ['building a snowman with my dad', 'english', 'Mia'],
  ['faire des crêpes avec maman', 'french', 'Léa'], ['aller à la pêche avec papi', 'french', 'Léo'], ['faire un bonhomme de neige avec papi', 'french', 'Hugo'],
];
const FEELING: [string, 'english' | 'french', string][] = [
  ["Leo has big tantrums when it's time to leave the park", 'english', 'Leo'], ['Emma is jealous of the new baby', 'english', 'Emma'],
  ['Noah is a bad loser', 'english', 'Noah'], ['Mia has bad dreams', 'english', 'Mia'],
  ['Emma fait des colères', 'french', 'Emma'], ['Léa est jalouse du bébé', 'french', 'Léa'], ['Hugo est mauvais perdant', 'french', 'Hugo'], ['Jules fait des cauchemars', 'french', 'Jules'],
];
const TOOTH: [string, 'english' | 'french', string][] = [['Emma has a wobbly tooth', 'english', 'Emma'], ['Léo va perdre sa première dent', 'french', 'Léo']];

describe('a book that is not a quest sets off on none', () => {
  it.each([...TOGETHER, ...FEELING])('"%s": no setting off on an adventure, in the leaving or the description', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      expect(partsOf(told, 'set-off'), `seed ${seed}`).not.toMatch(QUEST[language]);
      expect(told.book.description, `seed ${seed}`).not.toMatch(QUEST[language]);
    }
  });

  it.each(TOOTH)('"%s": the tooth is looked for close by, with no bag packed for a journey', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      expect(told.plan.plot, `seed ${seed}`).toBe('find-lost');
      expect(partsOf(told, 'set-off'), `seed ${seed}`).not.toMatch(PACKED[language]);
    }
  });

  it.each(TOGETHER)('"%s": the helper met joins in the day, with no problem to be told nor favour owed', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      const met = `${partsOf(told, 'meet-helper')} ${partsOf(told, 'helper-task')}`;
      expect(met, `seed ${seed}`).not.toMatch(/problem|tell me everything|never manage|I owe you|a deal is a deal|problème|racontez|un service en vaut|vous amène/i);
      if (partsOf(told, 'meet-helper')) expect(met, `seed ${seed}`).toMatch(language === 'english' ? /Mum|Grandpa|Dad/ : /Maman|Papi/);
    }
  });

  it("a helper shared with in a pancake book has nothing to remember: no 'je me souviens'", () => {
    for (let seed = 1; seed <= 12; seed++) {
      const told = tellStory({ ...request('faire des crêpes avec maman', 'french', 'Léa', seed), moralLesson: 'sharing' });
      expect(partsOf(told, 'moral:sharing'), `seed ${seed}`).not.toMatch(/souviens|Suivez-moi/);
    }
  });
});
