// Issue 10 item 5 (pictures show the page): a moving-house book drew no box and no van, and a princess's new house
// was drawn as her castle; a try-a-new-food book had no food on any page; the carnival's hat, Diwali's lamp and the
// Lunar New Year's lantern stood for the feast's own things. Now (illustrator props/house-things.ts,
// festival-things.ts): the boxes and the removal van where the words bring them, the house's rooms (never the
// castle) on a move's home pages, the food on its plate on the table, drawn as the food named; the stocking, the
// dreidel, the rangoli, the carnival mask and the red paper lantern on the pages that name them, never elsewhere.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import type { SceneBriefV2 } from '../../../scene-brief.ts';

type Lang = 'english' | 'french';
const CHARACTERS = ['clever-princess', 'curious-mouse', 'brave-knight'] as const;
const book = (idea: string, language: Lang, seed: number) => tellStory(spreadRequest(idea, language, seed, seed % 2 ? (language === 'french' ? 'Zoé' : 'Ella') : '', { characters: CHARACTERS }));
const drawn = (brief: SceneBriefV2): Set<string> => new Set([...brief.props, ...(brief.named ?? [])].map((p) => p.prop));
const drawnIn = (idea: string, language: Lang, seed: number): Set<string> => new Set(book(idea, language, seed).book.chapters.flatMap((c) => [...drawn(c.brief)]));

// Phrasings of our own, as tired parents write them (names or none, 'my son', « ma fille », past and present, typos).
const MOVING_EN = [
  'We are moving house and Lily is sad', "we're moving to a new house next month", 'my son is nervous about moving house', 'Zoe is moving to a new home in another town',
  'moving day tomorow and Sam doesnt want to go', 'we moved house last week and she misses her old room', 'moving house with boxes everywhere',
  'a story about moving house for a 4 year old', 'new house, new bedroom, she is worried', 'we are moving to France and Tom is scared', 'Ava helps pack the boxes for moving day',
  'moving to a new home with our dog Biscuit', 'Noah is starting over in a new house after the move', 'moving house', 'Max is moving house on friday',
  'we are moving home and Ruby will miss her friend Sami', 'the day we moved house',
];
const MOVING_FR = [
  'On déménage et Léa est triste', 'nous allons déménager dans une nouvelle maison', 'mon fils a peur de déménager', 'Zoé déménage dans une autre ville',
  "demain c'est le déménagement et Hugo veut pas partir", 'on a déménagé la semaine dernière et ma fille regrette sa chambre', 'un déménagement avec des cartons partout',
  'une histoire de déménagement pour un enfant de 4 ans', 'nouvelle maison, nouvelle chambre, elle est inquiète', 'Inès aide à remplir les cartons du déménagement',
  'déménager avec notre chien Biscuit', 'le déménagement', 'Max déménage vendredi', 'le jour où on a déménagé', 'mes enfants vont déménager près de la mer',
  'déménagement la semaine prochaine, ma fille est inquiète',
];
const FOOD_EN: [string, string][] = [
  ["Mia doesn't want to try broccoli", 'greens'], ['Noah is scared of trying new food', 'greens'], ["Ava won't eat her vegetables", 'greens'], ['trying sushi for the first time', 'sushi'],
  ['Leo hates peas', 'peas'], ['my daughter is a picky eater', 'greens'], ['Sam refuses to taste carrots', 'carrots'], ['my son wont eat his greens', 'greens'],
  ['Ella won\'t try Grandma\'s soup', 'soup'], ['Ella doesnt like soup', 'soup'], ['a fussy eater who tries spinach', 'greens'], ['trying new food at dinner', 'greens'], ['Tom has never tasted peas and is scared to', 'peas'],
  ["my 3 year old only eats pasta and won't try carrots", 'carrots'], ["Oscar won't try new vegetables at Grandma's", 'greens'], ['my son refuses broccoli', 'greens'],
];
const FOOD_FR: [string, string][] = [
  ['Jules ne veut pas goûter les épinards', 'greens'], ['Léa refuse de manger des légumes', 'greens'], ["Tom n'aime pas les brocolis", 'greens'],
  ['mon fils a peur de goûter de nouveaux aliments', 'greens'], ['Nina ne veut pas manger sa soupe', 'soup'], ['Hugo déteste les petits pois', 'peas'],
  ['ma fille ne mange pas ses carottes', 'carrots'], ['Lucas refuse de goûter la courgette', 'greens'], ["première fois qu'elle mange des sushis", 'sushi'],
  ['elle veut jamais gouter les legumes', 'greens'], ["Emma n'aime pas la soupe de mamie", 'soup'], ["Zoé trie ses petits pois et n'en mange aucun", 'peas'],
  ['ma fille Camille refuse les épinards à la cantine', 'greens'], ['Paul refuse de manger du brocoli', 'greens'], ["ma fille n'aime pas les légumes", 'greens'],
];

describe('a move is drawn with its boxes and its van, in a house', () => {
  it.each([...MOVING_EN.map((i) => [i, 'english'] as const), ...MOVING_FR.map((i) => [i, 'french'] as const)])('"%s" (%s)', (idea, language) => {
    expect(readIdea(language === 'english' ? 'en' : 'fr', idea).together).toBe('moving');
    for (let seed = 1; seed <= 3; seed++) {
      const { book: b } = book(idea, language, seed);
      const all = b.chapters.flatMap((c) => [...drawn(c.brief)]);
      expect(all, `${idea} seed ${seed}`).toContain('moving-box');
      // The boxes are where the words bring them: every page that draws them says boxes (cartons) or the box of treasures.
      for (const c of b.chapters) if (drawn(c.brief).has('moving-box')) expect(c.content, `${idea} seed ${seed}`).toMatch(/\bbox|carton/i);
      // The new house is a house: a princess's or a knight's home pages are rooms, never the castle.
      expect(b.chapters.map((c) => c.brief.place), `${idea} seed ${seed}`).not.toContain('castle');
    }
    // The van comes in the longer books, on the page where it pulls up.
    const long = book(idea, language, 2).book;
    const vanPages = long.chapters.filter((c) => drawn(c.brief).has('removal-van'));
    expect(vanPages.length, idea).toBeGreaterThan(0);
    for (const c of vanPages) expect(c.content).toMatch(/\bvan\b|removal|camion|déménageurs/i);
  });
});

describe('a new food is on its plate on the table, drawn as the food named', () => {
  it.each([...FOOD_EN.map(([i, s]) => [i, s, 'english'] as const), ...FOOD_FR.map(([i, s]) => [i, s, 'french'] as const)])('"%s" shows %s', (idea, state, language) => {
    expect(readIdea(language === 'english' ? 'en' : 'fr', idea).together).toBe('food');
    for (let seed = 1; seed <= 3; seed++) {
      const meals = book(idea, language, seed).book.chapters.flatMap((c) => [...c.brief.props, ...(c.brief.named ?? [])].filter((p) => p.prop === 'meal'));
      expect(meals.length, `${idea} seed ${seed}`).toBeGreaterThanOrEqual(3);
      expect(meals.map((m) => m.state), `${idea} seed ${seed}`).toContain(state);
    }
  });
});

describe("a feast's own things are drawn where the words name them", () => {
  it.each([
    ['Christmas eve waiting for santa', 'english', 'stocking', /stocking/i], ['attendre le Père Noël', 'french', 'stocking', /chaussette/i],
    ['Hanukkah with grandpa', 'english', 'dreidel', /dreidel/i], ['Hanoucca avec papi', 'french', 'dreidel', /toupie/i],
    ['Diwali with grandma', 'english', 'rangoli', /rangoli/i], ['Diwali avec mamie', 'french', 'rangoli', /rangoli/i],
    ['the school carnival', 'english', 'carnival-mask', /./], ["le carnaval de l'école", 'french', 'carnival-mask', /./],
    ['Lunar New Year with grandma', 'english', 'paper-lantern', /./], ['le Nouvel An chinois avec mamie', 'french', 'paper-lantern', /./],
  ] as const)('"%s" (%s) draws its %s', (idea, language, thing, words) => {
    let pages = 0;
    for (let seed = 1; seed <= 3; seed++) {
      for (const c of book(idea, language, seed).book.chapters) {
        if (!drawn(c.brief).has(thing)) continue;
        pages++;
        expect(c.content, `${idea} seed ${seed}`).toMatch(words);
      }
    }
    expect(pages, idea).toBeGreaterThan(0);
  });

  it.each([
    ['Mia doesn\'t want to try broccoli', 'english'], ['We are moving house and Lily is sad', 'english'], ['Christmas eve waiting for santa', 'english'],
    ['the school carnival', 'english'], ['Hanukkah with grandpa', 'english'], ['a day at the seaside', 'english'], ['On déménage et Léa est triste', 'french'],
    ['le carnaval de l\'école', 'french'], ['Tom a perdu sa chaussette', 'french'], ['Tom lost his sock', 'english'], ['une journée à la plage', 'french'],
  ] as const)('"%s" (%s) draws nothing of another day', (idea, language) => {
    const own: Record<string, string[]> = {
      "Mia doesn't want to try broccoli": ['meal'], 'We are moving house and Lily is sad': ['moving-box', 'removal-van'], 'On déménage et Léa est triste': ['moving-box', 'removal-van'],
      'Christmas eve waiting for santa': ['stocking'], 'the school carnival': ['carnival-mask'], "le carnaval de l'école": ['carnival-mask'], 'Hanukkah with grandpa': ['dreidel'],
    };
    // A meal sat down to is drawn on any day whose page is one (a-meal-sat-down-to-is-on-the-table.test.ts): no day's own.
    const others = ['moving-box', 'removal-van', 'stocking', 'dreidel', 'rangoli', 'carnival-mask', 'paper-lantern'].filter((t) => !(own[idea] ?? []).includes(t));
    for (let seed = 1; seed <= 3; seed++) for (const t of others) expect(drawnIn(idea, language, seed).has(t), `${idea} seed ${seed}: ${t}`).toBe(false);
  });
});

// A new baby was drawn as a boy on his feet, waving at his own welcome party: it is a baby in its pram now, on the
// pages it is on, and no other child stands in for it. A baby still on its way (together 'newbaby',
// plan/a-new-baby-comes-home.test.ts) is with Mum until it comes home: drawn as a baby from then on, never as a child.
const BORN: [string, Lang][] = [
  ['our new baby sister', 'english'], ['the new baby came home from the hospital', 'english'], ['big brother Sam and the new baby', 'english'],
  ["la famille s'agrandit, un bébé arrive", 'french'], ["l'arrivée du bébé", 'french'],
];
const ON_ITS_WAY: [string, Lang][] = [
  ['Jack is going to be a big brother', 'english'], ['Mummy is expecting a baby', 'english'], ['a new baby is coming to our house', 'english'],
  ['Ella is going to be a big sister soon', 'english'], ['a baby on the way', 'english'],
  ['Jules va être grand frère', 'french'], ['maman attend un bébé', 'french'], ['ma fille va devenir grande sœur', 'french'],
  ['mon fils va avoir une petite sœur le mois prochain', 'french'], ['ma fille Camille va etre grande soeur', 'french'],
];

describe('a new baby is drawn as a baby', () => {
  it.each(BORN)('"%s" (%s)', (idea, language) => {
    expect(readIdea(language === 'english' ? 'en' : 'fr', idea).situation).toBe('new-arrival');
    for (let seed = 1; seed <= 3; seed++) {
      const chapters = book(idea, language, seed).book.chapters;
      const owners = chapters.flatMap((c) => c.brief.cast.filter((m) => m.who === 'owner').map((m) => m.character));
      expect(owners.length, `${idea} seed ${seed}`).toBeGreaterThan(0);
      expect(new Set(owners), `${idea} seed ${seed}`).toEqual(new Set(['baby']));
    }
  });

  it.each(ON_ITS_WAY)('"%s" (%s), on its way, is drawn as a baby once home', (idea, language) => {
    expect(readIdea(language === 'english' ? 'en' : 'fr', idea).together).toBe('newbaby');
    for (let seed = 1; seed <= 3; seed++) {
      const chapters = book(idea, language, seed).book.chapters;
      expect(chapters.some((c) => (c.brief.props ?? []).some((p) => p.prop === 'baby')), `${idea} seed ${seed}`).toBe(true);
      // Nobody but the hero is drawn as a child: no boy or girl stands in for the baby.
      const children = chapters.flatMap((c) => c.brief.cast.filter((m) => m.who !== 'hero' && ['child', 'boy', 'girl', 'baby'].includes(m.character)));
      expect(children, `${idea} seed ${seed}`).toEqual([]);
    }
  });
});

// A haircut, the dentist, the fire station were a plain street: the chair before its mirror, the dentist's chair and
// the fire station are drawn where the visit is, never in the kitchen at home where the child only worries.
describe('a visit is drawn as the place it is', () => {
  it.each([
    ['my son is scared of the hairdresser', 'english', 'salon-chair'], ["Ella's first haircut", 'english', 'salon-chair'], ['Tom has to get his hair cut tomorow', 'english', 'salon-chair'],
    ['going to the dentist for the first time', 'english', 'dentist-chair'], ['my daughter is nervous about the dentist', 'english', 'dentist-chair'],
    ['mon fils a peur du dentiste', 'french', 'dentist-chair'], ['ma fille a peur du coiffeur', 'french', 'salon-chair'], ['Hugo va chez le coiffeur pour la première fois', 'french', 'salon-chair'],
    ['a visit to the fire station', 'english', 'fire-station'],
  ] as const)('"%s" (%s) draws the %s away from home', (idea, language, thing) => {
    for (let seed = 1; seed <= 3; seed++) {
      const { plan, book: b } = book(idea, language, seed);
      const pages = b.chapters.map((c, i) => i).filter((i) => drawn(b.chapters[i]!.brief).has(thing));
      expect(pages.length, `${idea} seed ${seed}`).toBeGreaterThan(0);
      if (thing !== 'fire-station') for (const i of pages) expect(plan.chapters[i]?.place, `${idea} seed ${seed} page ${i + 1}`).not.toBe('home');
    }
  });
});
