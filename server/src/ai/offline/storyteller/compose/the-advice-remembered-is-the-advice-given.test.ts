// The turning point opens with the child remembering the helper's advice in the words of its kind (beats/helper-back.yaml
// 'advice-slow': « une chose à la fois, jamais tout en même temps »). A task that set 'advice-slow' while its helper said
// something else (« quand on est bloqué, on s'assoit, on se tait », « ensemble, c'est moins lourd ») had the child remember
// advice nobody gave. Every French task that sets 'advice-slow' says, at every age, to go slowly, one bit at a time.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tellStory } from '../index.ts';

const TASKS = fileURLToPath(new URL('../locales/fr/beats/helper-task.yaml', import.meta.url));
const SLOW = /après l'autre|à la fois|petit à petit|un petit pas|petit bout|sans courir|en son temps|réfléchit d'abord|bûche après bûche|doucement/;

describe('the advice remembered is the advice given', () => {
  it('every French task that sets "one thing at a time" says so, to the young and the older reader', () => {
    const tasks = parse(readFileSync(TASKS, 'utf8')) as { young?: string; older?: string; sets?: string[] }[];
    const slow = tasks.filter((t) => t.sets?.includes('advice-slow'));
    expect(slow.length).toBeGreaterThan(4);
    const unsaid = slow.flatMap((t) => [t.young, t.older]).filter((text) => !text || !SLOW.test(text));
    expect(unsaid).toEqual([]);
  });

  it('the firewood carried in a French book is the advice remembered at the turning point', () => {
    let told = 0;
    for (let seed = 1; seed <= 40 && told < 2; seed++) {
      const { book } = tellStory({ character: 'curious-mouse', theme: 'adventure', language: 'french', length: 'medium', ageGroup: '5-8', moralLesson: 'sharing', childName: 'Léa', customPrompt: 'fait des cauchemars', seed });
      const parts = book.chapters.flatMap((c) => c.parts);
      const task = parts.find((p) => p.kind === 'helper-task' && /tout son bois/.test(p.text));
      if (!task) continue;
      told++;
      expect(task.text, `seed ${seed}`).toMatch(/une bûche après l'autre, jamais toutes à la fois/);
      expect(parts.find((p) => p.kind === 'helper-back')?.text, `seed ${seed}`).toMatch(/une chose à la fois/);
    }
    expect(told).toBeGreaterThan(0);
  });
});
