// 'Grandpa broke his leg' was a leg to mend like a broken toy (mend-broken: the leg glued, shown to a clockmaker);
// 'Mum sprained her wrist' a book about nothing. One of the family hurt is now looked after by the child (idea/hurt.ts,
// do-together 'caring' with 'caring-hurt', plots/do-together/caring-hurt.yaml): a leg rests up on a pillow and the child
// fetches and carries, an arm rests in a sling and the child does the two-handed jobs; a small wobble, the quiet that
// helps, a smile, and a mending that takes its time. Never a sneeze, a cold or a thing mended. Phrasings of our own.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { partOf, spreadRequest } from './spread-request.ts';

type Case = readonly [idea: string, who: string, leg: boolean];
const EN: readonly Case[] = [
  ['Grandpa broke his leg', 'Grandpa', true], ['my mum sprained her wrist', 'Mum', false], ['Granny fell and broke her arm', 'Granny', false],
  ['daddy has a cast on his leg', 'Daddy', true], ['grandma twisted her ankle in the garden', 'Grandma', true], ['Nana broke her wrist last week', 'Nana', false],
  ['Grandad hurt his knee and is on crutches', 'Grandad', true], ['mummy broke her arm', 'Mummy', false], ['Papa sprained his ankle playing football', 'Papa', true],
  ['my dad broke his foot', 'Dad', true],
];
const FR: readonly Case[] = [
  ["papi s'est cassé la jambe", 'Papi', true], ["maman s'est foulé le poignet", 'Maman', false], ["mamie s'est cassé le bras en tombant", 'Mamie', false],
  ["papa s'est tordu la cheville", 'Papa', true], ["ma grand-mère s'est cassé le poignet", 'grand-mère', false], ["mon papa s'est fracturé le pied", 'Papa', true],
  ["papy s'est fait mal au genou", 'Papy', true], ["Mamie s'est cassée le bras hier", 'Mamie', false], ["maman s'est foulée la cheville au parc", 'Maman', true],
  ["mon grand-père s'est cassé la jambe au ski", 'Grand-père', true],
];

describe('a grown-up hurt is cared for by the child', () => {
  it.each([...EN.map((c) => ['en', ...c] as const), ...FR.map((c) => ['fr', ...c] as const)])('%s "%s" is looked after', (lang, idea) => {
    const reading = readIdea(lang, idea);
    expect(reading.situation).toBe('together');
    expect(reading.together).toBe('caring');
    expect(reading.owner?.family).toBe(true);
  });

  it.each([...EN.map((c) => [...c, 'english'] as const), ...FR.map((c) => [...c, 'french'] as const)])('"%s": the child fetches, carries and helps; it mends slowly, never sneezes', (idea, who, leg, language) => {
    for (let seed = 1; seed <= 4; seed++) {
      const { plan, book } = tellStory(spreadRequest(idea, language, seed, language === 'english' ? 'Emma' : 'Hugo'));
      expect(plan.plot, `seed ${seed}`).toBe('do-together');
      const problem = partOf(book, 'problem');
      expect(problem, `seed ${seed}`).toMatch(leg ? /leg|jambe/i : /arm|sling|bras|écharpe/i);
      expect(problem, `seed ${seed}`).toMatch(new RegExp(who, 'i'));
      expect(partOf(book, 'resolution'), `seed ${seed}`).toMatch(/mend|guérir|better|mieux/i);
      const text = book.chapters.map((c) => c.content).join(' ');
      expect(text, `seed ${seed}`).not.toMatch(/gave a big sneeze|enormous sneeze|sniffly|gros atchoum|énorme ATCHOUM|reniflait encore|glued|recoll|clockmaker|horloger/i);
    }
  });
});
