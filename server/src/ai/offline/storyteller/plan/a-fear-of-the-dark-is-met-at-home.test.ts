// Faults found reading books (issue 10): 'Leo is scared of the dark' packed a bag and set off "to make friends with
// the dark, and not coming back until we do"; they sang "all the way there"; the book's description promised an
// adventure; and the French book had Léo fall asleep in the dark, then the whole house cheer "si fort que les
// oiseaux s'y mirent aussi" in the night. A fear of the dark is met at home, when the dark comes: the day is spent
// getting ready, nobody leaves on a quest, and what follows the brave moment is quiet enough for a sleeping house.
import { describe, expect, it } from 'vitest';
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

const AGES: AgeGroup[] = ['3-5', '5-8', '8-12'];
const LENGTHS: StoryLength[] = ['short', 'medium', 'long'];
const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number): StoryRequest => ({
  character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: LENGTHS[seed % 3]!,
  language, ageGroup: AGES[(seed + Math.floor(seed / 3)) % 3]!, moralLesson: (['perseverance', 'honesty', 'none'] as const)[seed % 3]!,
  childName, customPrompt, seed,
});
type Told = ReturnType<typeof tellStory>;
const parts = (told: Told) => told.book.chapters.flatMap((c) => c.parts);
const partsOf = (told: Told, kind: string): string => parts(told).filter((p) => p.kind === kind).map((p) => p.text).join(' ');

// Leaving on an adventure: set off, a road, a bag, not coming back until done; walking or singing "all the way there".
const QUEST = {
  english: /set(?:s)? (?:off|out)|adventure|not coming back|\bmap\b|flask|walking fast|explorer|all the way there|off they (?:went|marched)|knows what to do: go/i,
  french: /\bpartir\b|partis|partirent|en route|prirent la route|se mirent en (?:route|chemin)|mission|aventure|de chez soi|gourde|tout le long du chemin/i,
};
// Walking or marching up to the dark, as to a thing at the end of a road.
const WALKED = {
  english: /set(?:s)? (?:off|out)|all the way there|off they (?:went|marched)|\bmap\b|line in the dirt/i,
  french: /en route|se mirent en (?:route|chemin)|tout le long du chemin|\bcarte\b|en mission/i,
};
const ASLEEP = { english: /fell asleep|was asleep|asleep before/i, french: /s'endormit|endormi/i };
const LOUD = { english: /cheer|clapp|birds joined|lemonade|fiddle|drum|party/i, french: /applaudi|bravo|oiseaux s'y mirent|fête|limonade|violon|tambour/i };

const DARK: [string, 'english' | 'french', string][] = [
  ['Leo is scared of the dark', 'english', 'Leo'], ['she is afraid of the dark', 'english', 'Mia'], ['Ava is afraid of the dark at bedtime', 'english', ''],
  ['Léo a peur du noir', 'french', 'Léo'], ['Nina a peur du noir le soir', 'french', ''], ['elle a peur du noir', 'french', 'Jeanne'],
];

describe('a fear of the dark is met at home, when the dark comes', () => {
  it.each(DARK)('"%s": nobody sets off on an adventure, in the book, its leaving or its description', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      expect(told.plan.plot, `seed ${seed}`).toBe('face-fear');
      expect(told.book.description, `seed ${seed}`).not.toMatch(QUEST[language]);
      expect(partsOf(told, 'set-off'), `seed ${seed}`).not.toMatch(QUEST[language]);
      for (const kind of ['journey', 'try', 'turning-point']) expect(partsOf(told, kind), `seed ${seed} ${kind}`).not.toMatch(WALKED[language]);
    }
  });

  it.each(DARK)('"%s": once the child has fallen asleep, nobody cheers', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      const all = parts(told);
      const slept = all.findIndex((p) => ASLEEP[language].test(p.text));
      if (slept < 0) continue;
      const after = all.slice(slept + 1).map((p) => p.text).join(' ');
      expect(after, `seed ${seed}`).not.toMatch(LOUD[language]);
      expect(after, `seed ${seed}: asleep twice`).not.toMatch(ASLEEP[language]);
    }
  });

  it.each(DARK)('"%s": the happy moment in the night is a quiet one', (idea, language, name) => {
    for (let seed = 1; seed <= 9; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      for (const c of told.book.chapters) {
        const plan = told.plan.chapters[told.book.chapters.indexOf(c)]!;
        if (plan.time.slot !== 'night') continue;
        const party = c.parts.filter((p) => p.kind === 'celebration').map((p) => p.text).join(' ');
        expect(party, `seed ${seed}`).not.toMatch(LOUD[language]);
      }
    }
  });

  // « le hourra le plus silencieux du monde », the house asleep, then « Au coucher ... trois essais pour enfiler le pyjama »:
  // the night was already there, so the last page is the child falling asleep, not a bath, pyjamas, supper or a walk home.
  const BEDTIME_AGAIN = {
    english: /bath|pyjamas|teeth|supper|pudding|walk home|got home|warm milk|warm drink/i,
    french: /\bbain\b|pyjama|brosse à dents|soupe|tartines|raconta l'aventure|de retour/i,
  };
  it.each(DARK)('"%s": after the brave moment in the night, nobody gets ready for bed again', (idea, language, name) => {
    for (let seed = 1; seed <= 12; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      const night = told.plan.chapters.findIndex((c) => c.time.slot === 'night' && told.book.chapters[told.plan.chapters.indexOf(c)]!.parts.some((p) => p.kind === 'celebration'));
      if (night < 0) continue;
      const later = told.book.chapters.slice(night).flatMap((c) => c.parts).filter((p) => p.kind === 'homecoming').map((p) => p.text).join(' ');
      expect(later, `seed ${seed}`).not.toMatch(BEDTIME_AGAIN[language]);
      // Nor is the quiet night's page called 'Tout le monde applaudit', nor the last one 'Home Again'.
      const titles = told.book.chapters.slice(night).map((c) => c.title).join(' | ');
      expect(titles, `seed ${seed}`).not.toMatch(/applaudit|Home Again|De retour/);
    }
  });
});
