// Editors: 'the helper, not the child, solving the problem' (Ember knew these hills, Ember found the shelter). The
// turning point is the child's, whatever the plot (a mend's secret, a skill's tip, a tide to wait for): the child asks,
// spots or plans, and the helper at most points the way after. The rule 'helper-solves' finds the others.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.ts';
import type { StoryRequest } from '../../types.ts';
import { helperSolves } from './helper-checks.ts';

const IDEAS: [string, StoryRequest['language']][] = [
  ['a lost teddy at the fair', 'english'], ['caught in a thunderstorm on the way to school', 'english'], ['a balloon stuck on the roof of the shed', 'english'],
  ["granny's birthday party is going wrong", 'english'], ['looking for my best friend who wandered off', 'english'],
  ['le doudou perdu à la fête foraine', 'french'], ["pris sous l'orage en allant à l'école", 'french'], ['un ballon coincé sur le toit du cabanon', 'french'],
  ["l'anniversaire de mamie tourne mal", 'french'], ['à la recherche de mon meilleur ami parti se promener', 'french'],
  // The tips and secrets: a mend, a skill, a thing taken home, a first day, a race.
  ['mending the torn sail of a toy boat', 'english'], ['learning to whistle', 'english'], ['a baby bird fell out of its nest', 'english'],
  ['nervous about the first day at big school', 'english'], ['réparer le cerf-volant déchiré', 'french'], ['apprendre à nager', 'french'],
  ['une étoile tombée dans le jardin', 'french'], ['la course du village', 'french'],
];

describe('the child, not the helper, solves it', () => {
  it('finds a turning point that opens with the helper, and lets one that opens with the child pass', () => {
    const { plan, book } = tellStory({ character: 'little-bear', theme: 'adventure', language: 'english', length: 'medium', ageGroup: '5-8', moralLesson: 'none', childName: 'Lou', customPrompt: 'a lost kite', seed: 4 });
    const helper = plan.cast.find((c) => c.role === 'helper')?.name ?? '';
    const turn = book.chapters.flatMap((c) => c.parts).find((p) => p.kind === 'turning-point');
    if (!turn || !helper) throw new Error('a turning point and a named helper');
    turn.text = `${helper} knew the way. “Follow me,” said ${helper}.`;
    expect(helperSolves(plan, book)).toHaveLength(1);
    turn.text = `Lou asked ${helper} the way, and led the others down the path.`;
    expect(helperSolves(plan, book)).toEqual([]);
  });

  it('over many books of every kind of trouble with a helper, in both languages', () => {
    const found: string[] = [];
    let checked = 0;
    for (const [idea, language] of IDEAS) for (const ageGroup of ['3-5', '5-8', '8-12'] as const) for (const seed of [1, 2, 3]) {
      const { plan, book } = tellStory({ character: (['wise-owl', 'playful-cat', 'brave-knight'] as const)[seed - 1] ?? 'wise-owl', theme: 'adventure', language, length: 'medium', ageGroup, moralLesson: 'none', childName: 'Sam', customPrompt: idea, seed });
      checked++;
      for (const f of helperSolves(plan, book)) found.push(`${language} '${idea}' ${ageGroup} seed ${seed}: ${f.detail}`);
    }
    expect(checked).toBeGreaterThan(100);
    expect(found).toEqual([]);
  });

  // A shared snack is thanked with help, not with the answer: the child asks for the shoulders or the dry path, and only
  // then does the helper lend them (was 'Bramble was big and strong. “Climb on my shoulders,” said Bramble.').
  it('in a sharing book of a stuck thing or a storm, the child asks before the helper lends a hand', () => {
    const late: string[] = [];
    let shared = 0;
    for (const idea of ['a paper boat stuck in the drain', 'a storm on the way to the lighthouse']) for (const ageGroup of ['3-5', '8-12'] as const) for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { plan, book } = tellStory({ character: 'little-bear', theme: 'kindness', language: 'english', length: 'medium', ageGroup, moralLesson: 'sharing', childName: 'Sam', customPrompt: idea, seed });
      const helper = plan.cast.find((c) => c.role === 'helper')?.name;
      const turn = book.chapters.find((c) => c.parts.some((p) => p.kind === 'turning-point'));
      const moral = turn?.parts.find((p) => p.kind === 'moral:sharing' && helper && p.text.includes(helper));
      if (!moral || !helper || !['free-stuck', 'weather-storm'].includes(plan.plot)) continue;
      shared++;
      const says = moral.text.search(new RegExp(`said ${helper}|${helper} said`));
      const asks = moral.text.indexOf('?');
      if (says >= 0 && (asks < 0 || asks > says)) late.push(`${idea} ${ageGroup} seed ${seed}: ${moral.text}`);
    }
    expect(shared).toBeGreaterThan(3);
    expect(late).toEqual([]);
  });
});
