// Found reading (session 39): 'Lucas lies about little things' was a storm book with an umbrella, « il ment pour des petites
// choses » a thing called 'les petites choses', 'Zoe always interrupts' nothing at all. A child's behaviour is a deed of
// the child's, whatever its object (idea/behaviour.ts, do-together 'behaviour', plots/do-together/behaviour.yaml): shown at
// the start in the parent's words in the story's past, felt, tried differently, chosen anew by the child at the turning
// point, never a search; a behaviour that fits a moral has that moral's lines, whatever moral was asked for.
import { describe, expect, it } from 'vitest';
import type { MoralLesson } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

// The idea, the deed the book says (the parent's words, in the story's past), and the moral it fits when it fits one.
const EN: [string, string, MoralLesson | undefined][] = [
  ['Lucas lies about little things', 'lied about little things', 'honesty'],
  ['Zoe always interrupts', 'always interrupted', 'empathy'],
  ['my son keeps snatching toys off his cousins', 'kept snatching toys off his cousins', 'sharing'],
  ['Noah hits his little sister', 'hit his little sister', 'empathy'],
  ['Oscar cheats at snakes and ladders', 'cheated at snakes and ladders', 'honesty'],
  ['my daughter never shares her crayons', 'never shared her crayons', 'sharing'],
  ['she keeps scribbling on the walls', 'kept scribbling on the walls', 'responsibility'],
  ['Ella whines all the time', 'whined all the time', 'empathy'],
  ['Jack always slams the door', 'always slammed the door', undefined],
  ['my little boy who tells fibs to his teacher', 'told fibs to his teacher', 'honesty'],
  ['Freya bosses everyone around at playtime', 'bossed everyone around at playtime', 'empathy'],
  ['my son always hit his brother', 'always hit his brother', 'empathy'],
  ['Harry constantly pinches his baby brother', 'constantly pinched his baby brother', 'empathy'],
  ['my son keeps lieing to his dad', 'kept lying to his dad', 'honesty'],
  ['Tom is always hitting his cousin', 'was always hitting his cousin', 'empathy'],
  ['my 5 year old has started biting other kids', 'had started biting other kids', 'empathy'],
];
const FR: [string, string, MoralLesson | undefined][] = [
  ['il ment pour des petites choses', 'mentait pour des petites choses', 'honesty'],
  ['Chloé coupe toujours la parole', 'coupait toujours la parole', 'empathy'],
  ["mon fils n'arrête pas de taper les autres enfants", "n'arrêtait pas de taper les autres enfants", 'empathy'],
  ['Léa tape son petit frère', 'tapait son petit frère', 'empathy'],
  ['il triche aux petits chevaux', 'trichait aux petits chevaux', 'honesty'],
  ['Emma ne prête jamais ses feutres', 'ne prêtait jamais ses feutres', 'sharing'],
  ['ma fille laisse traîner ses jouets partout', 'laissait traîner ses jouets partout', 'responsibility'],
  ['Nina pleurniche tout le temps', 'pleurnichait tout le temps', 'empathy'],
  ['Hugo claque toujours les portes', 'claquait toujours les portes', undefined],
  ['mon fils qui dit des gros mots à la récré', 'disait des gros mots à la récré', 'empathy'],
  ['Jules mord ses copains à la creche', 'mordait ses copains à la crèche', 'empathy'],
  ['Lina mentait tout le temps à sa mamie', 'mentait tout le temps à sa mamie', 'honesty'],
  ['Paul se moque souvent de sa sœur', 'se moquait souvent de sa sœur', 'empathy'],
  ['Léo est toujours en train de pousser les autres', 'était toujours en train de pousser les autres', 'empathy'],
  ['il dit toujours des gros mots', 'disait toujours des gros mots', 'empathy'],
  ['ma fille de 4 ans mord', 'mordait', 'empathy'],
];

const ALL = [...EN.map((x) => ['en', ...x] as const), ...FR.map((x) => ['fr', ...x] as const)];
const language = (lang: 'en' | 'fr'): 'english' | 'french' => (lang === 'en' ? 'english' : 'french');
const book = (idea: string, lang: 'en' | 'fr', seed: number, moralLesson: MoralLesson) =>
  tellStory({ character: (['little-bear', 'curious-mouse', 'brave-knight'] as const)[seed % 3]!, theme: 'family', length: (['short', 'medium', 'long'] as const)[seed % 3]!, language: language(lang), ageGroup: (['3-5', '5-8', '8-12'] as const)[seed % 3]!, moralLesson, childName: 'Sam', customPrompt: idea, seed });

/** The child choosing the new way at the turning point, in each language's own words. */
const CHOOSES = { en: /\b(?:chose|let it go|held (?:it|them) out|moved it one square|stopped|toy box)\b/, fr: /\b(?:choisit|laissa partir|tendit|avança d'une|arrêta|coffre à jouets)\b/ };

describe("a child's behaviour is shown, felt and changed", () => {
  it.each(ALL)('%s "%s" is the deed "%s", the child its doer', (lang, idea, deed, moral) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('together');
    expect(r.together).toBe('behaviour');
    expect(r.deed).toBe(deed);
    expect(r.behaviour?.moral).toBe(moral);
    // The verb's object is in the deed, never a thing of its own to find ('les petites choses', 'the walls').
    expect([r.subject, r.other, r.place].filter((p) => p && p.kind !== 'object')).toEqual([]);
    expect(r.unused).toEqual([]);
  });

  it.each(ALL)('the %s book of "%s" shows it at the start and turns on the child choosing the new way', (lang, idea, deed) => {
    for (const seed of [1, 2, 3]) {
      const b = book(idea, lang, seed, 'none');
      expect(b.plan.plot, `seed ${seed}`).toBe('do-together');
      const pages = b.book.chapters.map((c) => c.content);
      // Said whole, or with its object named short once it was named whole ('hit his little sister', then 'his sister').
      const shown = pages.findIndex((p) => p.includes(deed) || p.includes(deed.split(' ').slice(0, 2).join(' ')));
      expect(shown, `seed ${seed}: the behaviour in the parent's words`).toBeGreaterThanOrEqual(0);
      expect(shown, `seed ${seed}: at the start`).toBeLessThanOrEqual(2);
      const turn = b.plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'turning-point'));
      expect(pages[turn], `seed ${seed}: the turning point`).toMatch(CHOOSES[lang]);
      expect(pages.join(' '), `seed ${seed}: no search`).not.toMatch(/looked everywhere|nowhere to be found|\blost\b|introuvable|cherch\w* partout|\bperdue?s?\b/i);
    }
  });

  it.each([['en', 'Lucas lies about little things', /truth|true/], ['fr', 'il ment pour des petites choses', /vérité|vrai/], ['en', 'my daughter never shares her crayons', /shar/i], ['fr', 'Emma ne prête jamais ses feutres', /partag/i]] as const)('%s "%s": the moral agrees with the behaviour whatever moral was asked for', (lang, idea, said) => {
    for (const asked of ['none', 'creativity', 'perseverance'] as const) {
      const b = book(idea, lang, 2, asked);
      expect(b.plan.request.moral).toBe(readIdea(lang, idea).behaviour?.moral);
      expect(b.book.chapters.at(-1)?.content).toMatch(said);
    }
  });

  it.each([
    ['en', 'Noah hit his sister and said sorry'], ['en', 'my kids keep fighting'], ['en', "Emma won't share her toys"], ['en', 'Mia never wants to tidy her room'],
    ['en', 'Tom keeps losing his gloves'], ['en', 'my son keeps having nightmares'], ['fr', "Léo a menti à sa maman et il s'excuse"], ['fr', 'Hugo ne veut jamais ranger sa chambre'], ['fr', 'Jules refuse de se brosser les dents'],
  ] as const)('%s "%s" keeps its own reading', (lang, idea) => {
    expect(readIdea(lang, idea).together).not.toBe('behaviour');
  });
});
