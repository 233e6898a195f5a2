// 'Mia is sewing a cushion for granny' was a cushion with nothing happening to it, 'a birthday card for daddy' a party to
// save, and a making was always boxes and tape fetched from the shed. A thing sewn, knitted or of paper is a making of its
// own now (plan/making.ts 'made-craft', plots/do-together/craft.yaml): the sewing box at the kitchen table, needle and
// thread, wool, felt pens and glitter, a tangle or a squash, the child's own fix, and the thing given at the end to the
// one it is for (idea/making.ts 'for'). A robot of boxes keeps its builder's day. Phrasings of our own.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

type Case = readonly [idea: string, thing: RegExp, forWhom?: string];
const EN: readonly Case[] = [
  ['Mia is sewing a cushion for granny', /cushion/i, 'Granny'], ['knitting a scarf with nana', /scarf/i, 'Nana'], ['making a birthday card for daddy', /card/i, 'Daddy'],
  ['Leo makes a present for his mum', /present/i, 'Mum'], ['my daughter wants to sew a puppet', /puppet/i], ['Ava is knitting a hat for grandpa', /hat/i, 'Grandpa'],
  ['Lily made a big card for her teacher', /card/i], ['Noah sewed a little bag', /bag/i], ['making a christmas card for granny', /card/i, 'Granny'],
  ['Evie makes a bracelet for her sister', /bracelet/i],
];
const FR: readonly Case[] = [
  ['Léa coud un coussin pour mamie', /coussin/i, 'Mamie'], ['tricoter une écharpe avec mamie', /écharpe/i, 'Mamie'], ["faire une carte d'anniversaire pour papa", /carte/i, 'Papa'],
  ['Hugo fabrique un cadeau pour maman', /cadeau/i, 'Maman'], ['ma fille veut coudre une marionnette', /marionnette/i], ['Inès tricote un bonnet pour papi', /bonnet/i, 'Papi'],
  ['on a fait une carte pour la maîtresse', /carte/i], ['Noé a cousu un petit sac', /sac/i], ['faire un bracelet pour sa soeur', /bracelet/i],
  ['Zoé fabrique un collier pour mamie', /collier/i, 'Mamie'],
];

describe('a thing sewn, knitted or of paper is made by hand and given', () => {
  it.each([...EN.map((c) => ['en', c[0]] as const), ...FR.map((c) => ['fr', c[0]] as const)])('%s "%s" is a making', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.together).toBe('making');
  });

  it.each([...EN.map((c) => [c[0], c[1], c[2] ?? '', 'english'] as const), ...FR.map((c) => [c[0], c[1], c[2] ?? '', 'french'] as const)])('"%s": the sewing box at home, made by hand, given at the end', (idea, thing, forWhom, language) => {
    const en = language === 'english';
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, en ? 'Emma' : 'Hugo'));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      expect(plan.places.find((p) => p.role === 'away')?.id, `seed ${seed}`).toBe(plan.places.find((p) => p.role === 'home')?.id);
      expect(partOf(book, 'problem'), `seed ${seed}`).toMatch(thing);
      expect(partOf(book, 'try'), `seed ${seed}`).toMatch(en ? /colours|stitch|thread|glitter|button/i : /couleurs|point|fil|paillettes|bouton/i);
      const resolution = partOf(book, 'resolution');
      expect(resolution, `seed ${seed}`).toMatch(en ? /for you/i : /pour toi/i);
      if (forWhom) expect(resolution, `seed ${seed}`).toContain(forWhom);
      const text = [book.title, ...book.chapters.map((c) => c.content)].join(' ');
      expect(text, `seed ${seed}`).not.toMatch(en ? /\bbuilds\b|the shed|boxes of every size|brown tape|bottle top/i : /construit|cabane|cartons de toutes|ruban adhésif|bouchon/i);
    }
  });

  it.each([['en', 'knitting a scarf with nana'], ['fr', 'tricoter une écharpe avec mamie']] as const)('%s "%s": the thing made is never a detail beside the story', (lang, idea) => {
    expect(readIdea(lang, idea).details ?? []).toEqual([]);
  });

  it('a robot of boxes keeps its builder\'s day', () => {
    const { book } = tellStory(spreadRequest('Hugo builds a robot', 'english', 1, 'Hugo'));
    expect(book.chapters.map((c) => c.content).join(' ')).not.toMatch(/sewing box|glitter/i);
  });
});
