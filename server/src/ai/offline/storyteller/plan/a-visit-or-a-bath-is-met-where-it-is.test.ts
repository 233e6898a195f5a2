// Faults found reading books (issue 10): 'a visit to the dentist' had "a visit" afraid of the dentist, packed a
// flask and set off to a far village, and never sat in a chair; « la piqûre » was a lost thing; « chez le dentiste »
// set off « en route pour apprivoiser la visite ». 'my puppy hates bath time' was a race, « le chien a peur du bain »
// walked to the garden with the bath. A visit that frightens is a day that comes: got ready for at home, the waiting
// room, the chair, being brave, the sticker, home. A bath is met at home at bath time: warm water, a toy boat,
// bubbles, a song, and then the bath is fine.
import { describe, expect, it } from 'vitest';
import type { AgeGroup, StoryLength } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';

const AGES: AgeGroup[] = ['3-5', '5-8', '8-12'];
const LENGTHS: StoryLength[] = ['short', 'medium', 'long'];
const request = (customPrompt: string, language: 'english' | 'french', childName: string, seed: number): StoryRequest => ({
  character: (['little-bear', 'wise-owl', 'brave-knight'] as const)[seed % 3]!, theme: 'adventure', length: LENGTHS[seed % 3]!,
  language, ageGroup: AGES[(seed + Math.floor(seed / 3)) % 3]!, moralLesson: (['none', 'perseverance', 'none'] as const)[seed % 3]!,
  childName, customPrompt, seed,
});
type Told = ReturnType<typeof tellStory>;
const text = (told: Told): string => told.book.chapters.map((c) => c.content).join('\n');

const QUEST = {
  english: /set(?:s)? (?:off|out)|adventure|\bmap\b|flask|all the way there|off they (?:went|marched)|line in the dirt/i,
  french: /\bpartir\b|partis|partirent|en route|se mirent en (?:route|chemin)|mission|aventure|de chez soi|gourde|tout le long du chemin/i,
};
// Leaving on a quest, in the book itself (a day may still be called an adventure when it is told at bedtime).
const LEFT = {
  english: /set(?:s)? (?:off|out)|\bmap\b|flask|all the way there|off they (?:went|marched)|line in the dirt/i,
  french: /partirent|en route|se mirent en (?:route|chemin)|en mission|de chez soi|gourde|tout le long du chemin/i,
};

const VISITS: [string, 'english' | 'french', string][] = [
  ['a visit to the dentist', 'english', 'Emma'], ['going to the doctor', 'english', ''], ['Tom is scared of his vaccination', 'english', 'Tom'],
  ['getting a haircut', 'english', 'Mia'], ['chez le dentiste', 'french', 'Léo'], ['la piqûre', 'french', ''], ['chez le coiffeur', 'french', 'Jade'],
];
const WAITING = { english: /waiting room/, french: /salle d'attente/ };
// A sticker at the end, or at the hairdresser's a curl kept (plan/each-visit-keeps-its-own-things.test.ts).
const STICKER = { english: /sticker|curl/, french: /autocollant|mèche/ };

const BATHS: [string, 'english' | 'french', string][] = [
  ['my puppy hates bath time', 'english', 'Tom'], ['our dog is scared of the bath', 'english', ''], ["Tom won't get in the bath", 'english', ''],
  ['le chien a peur du bain', 'french', 'Léo'], ['le chat déteste le bain', 'french', ''], ['Léo ne veut pas aller dans le bain', 'french', ''],
];
const BATH_TRIES = { english: /warm|boat|bubble|song|sang/i, french: /tiède|bateau|bulles|mousse|chanson|chanta/i };

describe('a visit that frightens is a day that comes', () => {
  it('"a visit to the dentist": the visit is what frightens, nobody is "a visit"', () => {
    const r = readIdea('en', 'a visit to the dentist');
    expect(r.subject).toBeUndefined();
    expect(r.other).toMatchObject({ head: 'dentist', words: 'visit to the dentist', kind: 'event', place: 'village' });
  });

  it.each(VISITS)('"%s": got ready for at home, then the waiting room and a sticker; no setting off', (idea, language, name) => {
    for (let seed = 1; seed <= 6; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      expect(told.plan.plot, `seed ${seed}`).toBe('face-fear');
      const kinds = told.plan.chapters.flatMap((c) => c.events.map((e) => e.kind));
      expect(kinds, `seed ${seed}`).not.toContain('set-off');
      expect(kinds, `seed ${seed}`).not.toContain('journey');
      expect(told.book.description, `seed ${seed}`).not.toMatch(QUEST[language]);
      expect(text(told), `seed ${seed}`).not.toMatch(LEFT[language]);
      expect(text(told), `seed ${seed}`).toMatch(WAITING[language]);
      expect(text(told), `seed ${seed}`).toMatch(STICKER[language]);
      expect(told.plan.chapters[0]?.place, `seed ${seed}`).toBe('home');
      // The waiting room is in the village, never in a meadow or the garden.
      expect(told.plan.places.find((p) => p.role === 'away')?.id, `seed ${seed}`).toBe('village');
    }
  });
});

describe('a bath that frightens is met at home, at bath time', () => {
  it.each(BATHS)('"%s": every page at home, real tries, no setting off', (idea, language, name) => {
    for (let seed = 1; seed <= 6; seed++) {
      const told = tellStory(request(idea, language, name, seed));
      expect(told.plan.plot, `seed ${seed}`).toBe('face-fear');
      expect(told.plan.chapters.map((c) => c.place), `seed ${seed}`).toEqual(told.plan.chapters.map(() => 'home'));
      expect(told.book.description, `seed ${seed}`).not.toMatch(QUEST[language]);
      expect(text(told), `seed ${seed}`).not.toMatch(LEFT[language]);
      const tries = told.book.chapters.flatMap((c) => c.parts).filter((p) => p.kind === 'try').map((p) => p.text);
      for (const t of tries) expect(t, `seed ${seed}`).toMatch(BATH_TRIES[language]);
    }
  });
});
