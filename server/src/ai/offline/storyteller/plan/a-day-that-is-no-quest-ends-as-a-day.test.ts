// Faults found reading books (issue 10): set-off, meet-helper and helper-task were kept off quests that are none
// (plan/no-quest-where-there-is-none.test.ts), but the shared beats after them were not: a day at the zoo with
// Grandpa walked 'further than it looked' with a lookout on a shoulder and a marching song, baking with Grandma
// ended with 'three cheers' and a speech, and a milk-tooth book went home to bed saying 'some days are
// adventures'. A day with the family, a milk tooth and a child's big feeling now have their own journey,
// celebration and homecoming, and their chapter titles fit them ('Over Hill and Field' was a pancake day's).
import { describe, expect, it } from 'vitest';
import type { AgeGroup } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const AGES: AgeGroup[] = ['3-5', '5-8', '8-12'];
const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number): StoryRequest => ({
  character: (['curious-mouse', 'little-bear'] as const)[seed % 2]!, theme: 'adventure', length: (['medium', 'long'] as const)[seed % 2]!, language,
  ageGroup: AGES[seed % 3]!, moralLesson: (['sharing', 'none', 'honesty'] as const)[seed % 3]!, childName, customPrompt, seed,
});
const partsOf = (told: ReturnType<typeof tellStory>, kinds: string[]): string => told.book.chapters.flatMap((c) => c.parts).filter((p) => kinds.includes(p.kind)).map((p) => p.text).join(' ');

// A quest's road, its victory party and its heroes' return: what a day with Grandma, a tooth or a tantrum never has.
const QUEST = {
  english: /adventure|legend|lookout|marching|walking song|long way|than it looked|wrong turns|Three cheers|speech|services to|Hero of the day|on the back|Word about|the walk home|anyone will believe|Good luck|need some/i,
  french: /aventure|expédition|mission|chanson de marche|monts et par vaux|porte-bonheur|démissionné|compter les pas|Bonne chance|féliciter|héroïque|discours|médaille|couronne|la personne la plus formidable/i,
};
const TITLES = { english: /Over Hill and Field|The Road Ahead/, french: /Par monts et par vaux|Le chemin devant soi/ };

const BOOKS: [string, 'english' | 'french', string][] = [
  ['a day at the zoo with grandpa', 'english', 'Leo'], ['baking a cake with Grandma', 'english', 'Emma'], ['going camping with dad', 'english', 'Mia'],
  ['Emma has a wobbly tooth', 'english', 'Emma'], ["Leo has big tantrums when it's time to leave the park", 'english', 'Leo'], ['Noah is a bad loser', 'english', 'Noah'],
  ['une journée au zoo avec papi', 'french', 'Léo'], ['faire un gâteau avec mamie', 'french', 'Léa'], ['camper sous la tente avec tonton', 'french', 'Hugo'],
  ['Léo va perdre sa première dent', 'french', 'Léo'], ['Emma fait des colères', 'french', 'Emma'], ['Léa est jalouse du bébé', 'french', 'Léa'],
];

describe('a book that is not a quest ends as the day it was', () => {
  it.each(BOOKS)('"%s": the way there, the happy end and the way home are no quest', (idea, language, name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      expect(partsOf(told, ['journey', 'celebration', 'homecoming']), `seed ${seed}`).not.toMatch(QUEST[language]);
      expect(told.book.description, `seed ${seed}`).not.toMatch(/adventure|aventure|sets? (?:off|out)|partent|mission|brave heart|cœur courageux/i);
    }
  });

  it.each([['baking a cake with Grandma', 'english'], ['faire un gâteau avec mamie', 'french']] as const)('"%s": the garden is three steps away, with no I-spy and no "are we nearly there"', (idea, language) => {
    for (let seed = 1; seed <= 12; seed++) expect(partsOf(tellStory(request(idea, language, 'Leo', seed)), ['journey']), `seed ${seed}`).not.toMatch(/I-spy|nearly there|Je vois, je vois|On arrive bientôt/);
  });

  it.each(BOOKS)('"%s": no chapter is called over hill and field', (idea, language, name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      for (const c of told.book.chapters) expect(c.title, `seed ${seed}`).not.toMatch(TITLES[language]);
    }
  });

  it.each(['en', 'fr'] as const)('%s: each of them has three tellings of its own of the journey, the celebration and the homecoming', (lang) => {
    const beats = contentFor(lang).beats;
    for (const beat of ['journey', 'celebration', 'homecoming'] as const) {
      for (const own of ['do-together', 'tooth', 'feeling']) {
        const tellings = (beats[beat] ?? []).filter((t) => t.if.includes(own));
        expect(tellings.length, `${beat} ${own}`).toBeGreaterThanOrEqual(3);
        // Told to every age: a short one for 3-5, a longer one for 5-8 and one more sentence for 8-12.
        for (const t of tellings) expect(t.old, `${t.key}`).toBeDefined();
      }
    }
  });

  it('a milk tooth goes under the pillow at bedtime', () => {
    for (const [idea, language, name, pillow] of [['Emma has a wobbly tooth', 'english', 'Emma', /pillow/], ['Léo va perdre sa première dent', 'french', 'Léo', /oreiller/]] as const) {
      for (let seed = 1; seed <= 6; seed++) {
        const told = tellStory(request(idea, language, name, seed));
        expect(partsOf(told, ['homecoming']), `seed ${seed}`).toMatch(pillow);
      }
    }
  });
});
