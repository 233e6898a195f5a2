// Editors read a helper who said 'look again where you already looked' and a turning point where the child remembered
// 'to look carefully': the general line of the advice's kind, not what was said. Each task gives its advice in the
// helper's own words (beats/helper-task.yaml 'advice:'), and the turning point quotes those words, in both languages,
// to the young and the older reader, whatever the plot.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { contentFor } from '../languages.ts';
import type { StoryRequest } from '../../../types.ts';
import { renderTemplate } from '../template/render.ts';

/** Words only: the advice quoted as a sentence ('Don't pull harder, try another branch.') is the task's words. */
const words = (s: string): string => s.toLowerCase().replace(/[’]/g, "'").replace(/[^\p{L}' ]+/gu, ' ').replace(/\s+/g, ' ').trim();

export const ADVICE_IDEAS: [string, StoryRequest['language']][] = [
  ['a kite lost in the park', 'english'], ['a kitten stuck up the apple tree', 'english'], ['a broken music box', 'english'],
  ['scared of the big dog next door', 'english'], ['a race to the top of the hill', 'english'], ['a stormy walk to the lighthouse', 'english'],
  ['a baby bird fell out of its nest', 'english'], ['growing the biggest pumpkin', 'english'],
  ['le cerf-volant perdu au parc', 'french'], ['un chaton coincé dans le pommier', 'french'], ['la boîte à musique cassée', 'french'],
  ['peur du gros chien des voisins', 'french'], ["une course jusqu'en haut de la colline", 'french'], ["l'orage sur le chemin du phare", 'french'],
  ['un oisillon tombé du nid', 'french'], ['faire pousser la plus grosse citrouille', 'french'],
];
const CHARACTERS: StoryRequest['character'][] = ['wise-owl', 'friendly-dragon', 'little-bear'];
const AGES: StoryRequest['ageGroup'][] = ['3-5', '5-8', '8-12'];

describe("the advice is quoted in the helper's own words", () => {
  it.each(['en', 'fr'] as const)('every %s task that gives advice says its words to the young and the older reader', (lang) => {
    const content = contentFor(lang);
    const scope = { entities: {}, vary: () => 0 };
    const tasks = content.beats['helper-task'].filter((t) => t.sets?.some((f) => f.startsWith('advice-')));
    expect(tasks.length).toBeGreaterThan(8);
    const unsaid = tasks.flatMap((t) => (['young', 'older'] as const).filter((age) => {
      if (!t.advice) return true;
      const said = (tpl: typeof t.young) => tpl.parts.map((p) => (p.t === 'text' ? p.s : ' ')).join('');
      return !words(said(t[age])).includes(words(renderTemplate(t.advice[age], scope, content.grammar, false)));
    }).map((age) => `${t.key} ${age}`));
    expect(unsaid).toEqual([]);
  });

  it('the turning point quotes the advice the helper gave, over many books in both languages', () => {
    let advised = 0;
    const misquoted: string[] = [];
    for (const [idea, language] of ADVICE_IDEAS) for (const [i, character] of CHARACTERS.entries()) {
      const ageGroup = AGES[(i + idea.length) % AGES.length] ?? '5-8';
      const { plan, book } = tellStory({ character, theme: 'adventure', language, length: 'long', ageGroup, moralLesson: 'none', childName: 'Lou', customPrompt: idea, seed: idea.length + i });
      const content = contentFor(plan.lang);
      const parts = book.chapters.flatMap((c) => c.parts);
      const task = parts.find((p) => p.kind === 'helper-task');
      if (!content.beats['helper-task'].find((t) => t.key === task?.key)?.advice || !task) continue;
      advised++;
      const back = book.chapters.find((c) => c.parts.some((p) => p.kind === 'turning-point'))?.parts.find((p) => p.kind === 'helper-back');
      const quote = /[“«]\s?([^”»]+?)\s?[”»]/.exec(back?.text ?? '')?.[1] ?? '';
      if (!quote || !words(task.text).includes(words(quote))) misquoted.push(`${language} '${idea}' ${character} ${ageGroup}: “${quote}” not in: ${task.text}`);
    }
    expect(advised).toBeGreaterThan(15);
    expect(misquoted).toEqual([]);
  });
});
