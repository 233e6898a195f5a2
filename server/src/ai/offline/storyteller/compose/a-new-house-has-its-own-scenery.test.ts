// Issue 10 (an editor read 'a harp somewhere in the castle' and 'an odd sock on the radiator since Tuesday' in the
// empty new house of a moving day): a move's chapters at the new house (flag 'new-house', compose/entities.ts) take
// their scenery only from the lines written for it (boxes, echoes, no curtains yet), and the linter's
// 'old-home-in-new-house' finds a lived-in home's line there. Parents' phrasings of our own, in both languages.
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../../types.ts';
import { tellStory } from '../index.ts';
import { flagsAt, rolesAt } from './entities.ts';
import { lintStory } from '../../story-lint/lint-story.ts';
import { toldCopy } from '../../story-lint/told-copy.ts';

const EN = [
  'We are moving to a new house and my son is sad', "moving house next week, Mia doesnt want to leave her room",
  'my daughter is scared about moving to a new town', 'Leo is moving house and will miss his best friend Sam',
  'we moved house last month and he still misses the old one', 'moving day! Ava has to say goodbye to her bedroom',
  'my son is worried about moving to a new house and a new school', 'we are moving house and the kids are upset',
  'Noah moved to a new house and his room feels strange', "we're moving to grandmas old house in the countryside",
  'moving to a new home, he has to pack his toys and say bye to his friend Jack', 'she is sad because we are moving away from her friends',
];
const FR = [
  'nous déménageons dans une nouvelle maison', 'on déménage la semaine prochaine et ma fille est triste',
  'Léo déménage et va quitter son meilleur ami Hugo', 'mon fils a peur de déménager dans une nouvelle ville',
  "on a déménagé le mois dernier et elle regrette son ancienne chambre", 'le jour du déménagement, Jules dit au revoir à sa chambre',
  "ma fille déménage et doit changer d'école", 'on demenage bientot et les enfants sont tristes',
  'Inès a déménagé et sa nouvelle chambre lui semble bizarre', 'nous allons déménager chez mamie à la campagne',
  'demenagement demain, Lina est inquiète', 'Hugo déménage, il doit mettre ses jouets dans des cartons et dire au revoir à son copain Tom',
  "elle est triste parce qu'on déménage loin de ses amies",
];
const CHARACTERS = ['brave-knight', 'little-bear', 'clever-princess', 'playful-cat'] as const;
const MORALS = ['honesty', 'empathy', 'sharing', 'none', 'perseverance', 'creativity', 'responsibility'] as const;

const requests: StoryRequest[] = ([['english', EN], ['french', FR]] as const).flatMap(([language, ideas]) => ideas.flatMap((customPrompt, i) =>
  (['long', 'short'] as const).map((length, j): StoryRequest => ({
    character: CHARACTERS[(i + j) % 4] ?? 'little-bear', theme: 'family', language, length, ageGroup: j ? '3-5' : '8-12',
    moralLesson: MORALS[i % 7] ?? 'none', childName: i % 3 ? '' : 'Sacha', customPrompt, seed: 31 + i * 7 + j,
  }))));

describe('a new house has its own scenery', () => {
  const told = requests.map((req) => ({ req, ...tellStory(req) }));

  it('tells every phrasing of a move as a move with chapters at the new house', () => {
    expect(told.filter((t) => t.plan.idea?.together !== 'moving').map((t) => t.req.customPrompt)).toEqual([]);
    for (const { plan } of told) expect(plan.chapters.some((c, i) => flagsAt(plan, c, rolesAt(plan, i)).has('new-house'))).toBe(true);
  });

  it('says no castle armour, no odd sock since Tuesday in the new house, and the new house is described', () => {
    const wrong = told.flatMap(({ req, plan, book }) => lintStory(plan, book).filter((x) => x.rule === 'old-home-in-new-house').map((x) => `${req.customPrompt}: ${x.detail}`));
    expect(wrong).toEqual([]);
    const boxes = told.filter(({ book }) => /\b(boxes|box|curtains|bulb|cupboard|pictures had hung)\b|cartons?|rideaux|ampoule|placard|cadres/iu.test(book.chapters.map((c) => c.parts.filter((p) => p.kind === 'texture:scenery').map((p) => p.text).join(' ')).join(' ')));
    expect(boxes.length).toBeGreaterThan(told.length / 2);
  });

  it('the linter finds a lived-in home line told in the new house, at its chapter, and not in the home left that morning', () => {
    const t = toldCopy(requests[0]!);
    const at = t.plan.chapters.findIndex((c, i) => flagsAt(t.plan, c, rolesAt(t.plan, i)).has('new-house'));
    const armour = { kind: 'texture:scenery', text: 'Suits of armour stood along the corridor, very polite and very still.', key: 'en/places/castle#scenery#6' };
    t.book.chapters[at]!.parts.push(armour);
    expect(lintStory(t.plan, t.book).filter((x) => x.rule === 'old-home-in-new-house')).toEqual([
      { rule: 'old-home-in-new-house', chapter: at, detail: "the old home's 'Suits of armour stood along the corridor, very polite and very still.' in the new house" },
    ]);
    const before = toldCopy(requests[0]!);
    before.book.chapters[0]!.parts.push(armour);
    expect(lintStory(before.plan, before.book).filter((x) => x.rule === 'old-home-in-new-house')).toEqual([]);
  });
});
