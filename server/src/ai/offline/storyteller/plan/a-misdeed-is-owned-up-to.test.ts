// Found reading (session 37): 'our dog bit my friend and I said sorry', 'Emma broke Granny's vase and was scared to
// tell', « Léo a menti à sa maman et il s'excuse », 'I pushed my friend at school', 'he took his sister's toy', 'she said a
// bad word', 'Tom hurt his friend when he was cross' were read as nothing, a thing to mend or a friend to find. A misdeed
// the child did and owns up to is that story (idea/owned-up.ts, do-together 'sorry', plots/do-together/sorry.yaml): the
// misdeed, the knot of it, the courage found, the sorry said and what can be mended mended, the one wronged forgiving.
// A pet's theft ('our dog stole the sausages') is the pet's mischief, taught at home, never the child's sorry.
import { describe, expect, it } from 'vitest';
import type { MoralLesson } from '@storyloom/contracts/options';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const EN: [string, string, RegExp][] = [
  ['our dog bit my friend and I said sorry', 'bite', /nipped|Snap/],
  ["Emma broke Granny's vase and was scared to tell", 'broke', /pieces|broken/],
  ['I pushed my friend at school', 'push', /push/i],
  ["he took his sister's toy", 'took', /took|grabbed|picked/],
  ['she said a bad word', 'word', /word|name/],
  ['Tom hurt his friend when he was cross', 'hurt', /hit|kick|Smack/],
  ['Leo bit his friend at nursery', 'bite', /bit\b/],
  ['my daughter told mummy a lie', 'fib', /fib/],
  ['Ella drew on the wall with crayons', 'grown', /squiggles|spoilt/],
  ['he snatched a toy from his little brother', 'took', /took|grabbed|picked/],
];
const FR: [string, string, RegExp][] = [
  ["Léo a menti à sa maman et il s'excuse", 'fib', /mensonge/],
  ["Emma a cassé le vase de Mamie et n'ose pas le dire", 'broke', /morceaux|cassé/],
  ["Emma a poussé sa copine à l'école", 'push', /pouss/i],
  ['il a dit un gros mot', 'word', /mot|nom/],
  ['Lucas a pris le jouet de sa sœur', 'took', /prit|attrapa|ramassa/],
  ["Tom a frappé son petit frère parce qu'il était en colère", 'hurt', /frapp|coup de pied|Paf/],
  ['notre chien a mordu ma copine', 'bite', /pinça|Clac/],
  ['Zoé a dessiné sur le mur du salon', 'grown', /gribouillis|abîm/],
];

const book = (idea: string, language: 'english' | 'french', seed: number, moralLesson: MoralLesson = 'none') =>
  tellStory({ character: 'playful-cat', theme: 'family', length: (['short', 'medium', 'long'] as const)[seed % 3] ?? 'short', language, ageGroup: seed % 2 ? '3-5' : '8-12', moralLesson, childName: 'Mia', customPrompt: idea, seed });
const text = (b: ReturnType<typeof book>): string => b.book.chapters.map((c) => c.content).join(' ');

describe('a misdeed the child owns up to', () => {
  it.each([...EN.map(([i, d]) => ['en', i, d] as const), ...FR.map(([i, d]) => ['fr', i, d] as const)])('%s "%s" is a sorry for a %s', (lang, idea, did) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('together');
    expect(r.together).toBe('sorry');
    expect(r.misdeed?.did).toBe(did);
    expect(r.owner?.kind).toBe('person');
    expect(r.unused).toEqual([]);
  });

  it.each([...EN.map(([i, , m]) => ['english', i, m] as const), ...FR.map(([i, , m]) => ['french', i, m] as const)])('the %s book of "%s" tells the misdeed, then the sorry', (language, idea, misdeed) => {
    for (let seed = 1; seed <= 3; seed++) {
      const b = book(idea, language, seed);
      expect(b.plan.plot, `seed ${seed}`).toBe('do-together');
      const pages = b.book.chapters.map((c) => c.content);
      const said = pages.findIndex((p) => misdeed.test(p));
      const sorry = pages.findIndex((p) => (language === 'english' ? /I'm sorry|Sorry/ : /Pardon/).test(p));
      expect(said, `seed ${seed}: the misdeed`).toBeGreaterThanOrEqual(0);
      expect(sorry, `seed ${seed}: the sorry`).toBeGreaterThan(said);
      expect(pages.join(' '), `seed ${seed}`).not.toMatch(/nowhere to be found|introuvable|\bits (?:knee|arm|hand|fingers|eyes|face)\b/i);
    }
  });

  it.each([["Emma broke Granny's vase and was scared to tell", 'english', /Granny/, /glue/], ["Emma a cassé le vase de Mamie et n'ose pas le dire", 'french', /Mamie/, /recoll|colle/]] as const)('"%s": the one wronged is there and the thing is mended', (idea, language, who, mended) => {
    for (let seed = 1; seed <= 3; seed++) {
      const t = text(book(idea, language, seed));
      expect(t, `seed ${seed}`).toMatch(who);
      expect(t, `seed ${seed}`).toMatch(mended);
    }
  });

  it.each(['honesty', 'empathy', 'sharing', 'responsibility', 'perseverance', 'creativity'] as const)('a %s book of a misdeed still ends in the sorry, and honesty owns up first', (moral) => {
    for (const [idea, language] of [['I pushed my friend at school', 'english'], ["Léo a menti à sa maman et il s'excuse", 'french']] as const) {
      const b = book(idea, language, 2, moral);
      const t = text(b);
      expect(t).toMatch(language === 'english' ? /I'm sorry/ : /Pardon/);
      if (moral === 'honesty') expect(t).toMatch(language === 'english' ? /It was me/ : /C'est moi/);
    }
  });

  it.each([['en', 'our dog stole the sausages', 'english', /sausages/], ['fr', 'notre chat a volé le poisson', 'french', /poisson/]] as const)('%s "%s" is the pet\'s mischief, not the child\'s sorry', (lang, idea, language, thing) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('learn');
    expect(r.mischief?.does).toBe('steal');
    const b = book(idea, language, 2);
    expect(b.plan.plot).toBe('learn-skill');
    expect(text(b)).toMatch(thing);
    expect(text(b)).not.toMatch(/I'm sorry|Pardon/);
    // Its own tellings (plots/learn-skill/steal.yaml): the food on the table, the pet's own bowl, never a shoe chewed.
    expect(text(b)).toMatch(language === 'english' ? /table/ : /table/);
    expect(text(b)).not.toMatch(/teeth marks|traces de dents|scratch|griff/i);
  });

  it.each([
    ['en', 'Granny broke her glasses'], ['en', "the wind steals Granny's hat"], ['en', 'Leo hurt his knee'], ['en', 'my son broke his toy'],
    ['en', 'Mia took her teddy to school'], ['en', 'a dragon bit the knight'], ['en', 'Leo is a bit shy'],
    ['fr', 'la tempête a cassé la cabane de Papi au fond du jardin'], ['fr', 'Papa a pris le train'], ['fr', 'le chat a griffé le canapé'],
  ] as const)('%s "%s" is no misdeed owned up to', (lang, idea) => {
    expect(readIdea(lang, idea).together).not.toBe('sorry');
  });
});
