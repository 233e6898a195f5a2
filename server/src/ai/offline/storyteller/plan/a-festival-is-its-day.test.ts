// Issue 10 (the storyteller, an editor's parent ideas): festivals and feast days were lost. 'Christmas eve waiting for
// santa' found Santa 'in the Crystal Cave, sitting small and tired'; Diwali, Eid, a carnival and a class hamster's
// birthday were 'someone's party to save'. A festival is now its day (plan/day-of.ts, plots.yaml 'days' 'festival',
// locales/<lang>/plots/do-together/festival.yaml): getting ready, its own customs, one small trouble of the day that
// the child mends, its moment, bed. Santa is never found, met or lost; no festival is a party to save.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import type { StoryRequest } from '../../../types.ts';

type Lang = 'english' | 'french';
const book = (idea: string, language: Lang, seed: number, extra: Partial<StoryRequest> = {}) => tellStory({
  character: (['little-bear', 'brave-knight', 'curious-mouse', 'playful-cat'] as const)[seed % 4], theme: 'family', length: 'medium', language,
  ageGroup: '5-8', moralLesson: 'none', childName: seed % 2 ? 'Sam' : 'Lou', customPrompt: idea, seed, ...extra,
} as StoryRequest);
const textOf = (b: ReturnType<typeof book>['book']): string => [b.title, ...b.chapters.map((c) => c.content)].join('\n');

// Each phrasing, the festival it is, and words its own customs put on the page (any one of them).
const FESTIVALS: [string, Lang, string, RegExp][] = [
  ['Christmas eve waiting for santa', 'english', 'christmas-eve', /stocking|tree|mince pie/],
  ['Christmas Eve', 'english', 'christmas-eve', /stocking|tree|mince pie/],
  ['Christmas day with Grandpa', 'english', 'christmas', /stocking|presents?|crackers/],
  ['Diwali with grandma', 'english', 'diwali', /diya|rangoli|ladoos/],
  ['celebrating Eid with the family', 'english', 'eid', /Eid Mubarak|new clothes|sweets/],
  ['Hanukkah', 'english', 'hanukkah', /menorah|dreidel|doughnuts/],
  ['an Easter egg hunt', 'english', 'easter', /egg/],
  ['the school carnival', 'english', 'carnival', /costume|confetti|band/],
  ['Mardi Gras', 'english', 'carnival', /costume|confetti|band/],
  ['Chinese new year', 'english', 'lunar-new-year', /red paper|dumplings|lanterns/],
  ['pancake day', 'english', 'chandeleur', /pancake/],
  ["the class hamster's birthday", 'english', 'pet-birthday', /hamster/],
  ['a Halloween party', 'english', 'halloween', /pumpkin|costume|ghost/],
  ['attendre le Père Noël', 'french', 'christmas-eve', /sapin|chaussons|chaussette|biscuits/],
  ['le soir de Noël', 'french', 'christmas-eve', /sapin|chaussons|chaussette|biscuits/],
  ['le matin de Noël', 'french', 'christmas', /cadeaux|bûche|dessin/],
  ['Diwali avec mamie', 'french', 'diwali', /diya|rangoli|ladoos/],
  ["la fête de l'Aïd chez mamie", 'french', 'eid', /Aïd Moubarak|habits neufs|cornes de gazelle/],
  ["le carnaval de l'école", 'french', 'carnival', /déguisement|costume|confettis|fanfare|crêpes/],
  ['tirer les rois', 'french', 'galette', /galette|fève|couronne/],
  ['la galette des rois avec papi', 'french', 'galette', /galette|fève|couronne/],
  ['la Chandeleur', 'french', 'chandeleur', /crêpe/],
  ['le 14 juillet', 'french', 'bastille', /bal|lampion|feu d'artifice/i],
  ['aller voir les feux d\'artifice du 14 juillet', 'french', 'bastille', /bal|lampion|feu d'artifice/i],
  ['bonfire night', 'english', 'fireworks', /bonfire|sparkler|fireworks/i],
  ['Pâques', 'french', 'easter', /œuf/],
  ['le nouvel an chinois', 'french', 'lunar-new-year', /papier rouge|raviolis|lanternes/],
  ["c'est l'anniversaire de notre chien Max", 'french', 'pet-birthday', /Max/],
];

describe('a festival is its day', () => {
  it.each(FESTIVALS)('"%s" (%s) is the day of %s, told with its own customs', (idea, language, kind, customs) => {
    for (let seed = 1; seed <= 3; seed++) {
      const { plan, book: b } = book(idea, language, seed);
      expect(plan.plot, `${idea} ${seed}`).toBe('do-together');
      expect(plan.idea?.together, `${idea} ${seed}`).toBe('bigday');
      expect(plan.idea?.day, `${idea} ${seed}`).toBe(kind);
      const text = textOf(b);
      expect(text, `${idea} ${seed}`).toMatch(customs);
      expect(text, `${idea} ${seed}`).not.toMatch(/Saves the Party|sauve la fête|party to save|the lady at the desk|Can we go to/);
    }
  });

  it("keeps each festival's customs its own: no Christmas tree at Diwali, no menorah at Eid", () => {
    for (let seed = 1; seed <= 6; seed++) {
      expect(textOf(book('Diwali with grandma', 'english', seed, { length: 'long' }).book)).not.toMatch(/Christmas|Santa|stocking|menorah|pumpkin/);
      expect(textOf(book('Eid', 'english', seed, { length: 'long' }).book)).not.toMatch(/Christmas|Santa|menorah|diya|pumpkin/);
      expect(textOf(book('Diwali avec mamie', 'french', seed, { length: 'long' }).book)).not.toMatch(/Noël|sapin|hanoukia|citrouille/);
    }
  });

  it('keeps le 14 juillet a summer evening: no scarves, mittens or hot chocolate', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const text = textOf(book('aller voir le feu d\'artifice du 14 juillet', 'french', seed, { length: 'long' }).book);
      expect(text, `seed ${seed}`).not.toMatch(/écharpe|moufle|chocolat chaud|bonnet|feu de joie/);
    }
  });

  it('never finds, meets or loses Santa: he is at most heard far away', () => {
    for (const [idea, language] of [['Christmas eve waiting for santa', 'english'], ['santa is coming tonight', 'english'], ['attendre le Père Noël', 'french']] as const) {
      for (const length of ['short', 'medium', 'long'] as const) {
        for (let seed = 1; seed <= 4; seed++) {
          const { plan, book: b } = book(idea, language, seed, { length });
          const text = textOf(b);
          expect(plan.cast.some((c) => /santa|noël/i.test(c.name ?? '')), `${idea} ${length} ${seed}`).toBe(false);
          expect(plan.objects.some((o) => /santa|père/i.test(o.noun)), `${idea} ${length} ${seed}`).toBe(false);
          expect(text, `${idea} ${length} ${seed}`).not.toMatch(/\b(found|find|finds|met|meet|saw|lost|rescued|cave)\b[^.]*Santa|Santa (was|sat|looked)|\b(trouv\w*|rencontr\w*|perd\w*|vit|grotte)\b[^.]*Père Noël/);
        }
      }
    }
  });

  it("tells the day's own small trouble and has the child mend it", () => {
    const pairs: [string, Lang, RegExp, RegExp][] = [
      ['Diwali with grandma', 'english', /went out/, /flowerpot/],
      ['the school carnival', 'english', /tail/, /safety pins/],
      ['tirer les rois', 'french', /personne ne (trouva|l'avait trouvée)/i, /La fève/],
      ['Eid', 'english', /slid off|fell on the floor/, /plate/],
    ];
    for (const [idea, language, trouble, mended] of pairs) {
      for (let seed = 1; seed <= 3; seed++) {
        const { plan, book: b } = book(idea, language, seed);
        const at = (kind: string): string => b.chapters.filter((_c, i) => plan.chapters[i]?.events.some((e) => e.kind === kind)).map((c) => c.content).join('\n');
        expect(at('complication'), `${idea} ${seed}`).toMatch(trouble);
        expect(at('turning-point'), `${idea} ${seed}`).toMatch(mended);
      }
    }
  });

  it("keeps a party for someone of the family a party: Granny's birthday party", () => {
    for (const [idea, language] of [["Granny's birthday party", 'english'], ["l'anniversaire de mamie", 'french']] as const) {
      for (let seed = 1; seed <= 3; seed++) expect(book(idea, language, seed).plan.plot, `${idea} ${seed}`).toBe('save-party');
    }
  });
});
