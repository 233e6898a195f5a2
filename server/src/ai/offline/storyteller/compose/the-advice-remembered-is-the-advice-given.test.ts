// The turning point opens with the child remembering the helper's advice in the words of its kind (beats/helper-back.yaml
// 'advice-slow': « une chose à la fois, jamais tout en même temps »). A task that set 'advice-slow' while its helper said
// something else (« quand on est bloqué, on s'assoit, on se tait », 'carry it together, like my bags!') had the child
// remember advice nobody gave. Every task says the advice it sets, to the young and the older reader, in both languages.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { tellStory } from '../index.ts';

const tasksOf = (lang: 'en' | 'fr'): { young?: string; older?: string; sets?: string[] }[] =>
  parse(readFileSync(fileURLToPath(new URL(`../locales/${lang}/beats/helper-task.yaml`, import.meta.url)), 'utf8')) as { young?: string; older?: string; sets?: string[] }[];

/** The words of each advice, as helper-back.yaml remembers it. */
const SAYS: Record<'en' | 'fr', Record<string, RegExp>> = {
  en: {
    'advice-slow': /at a time|slowly|biggest thing first/,
    'advice-together': /together|two can go|two find|one pushes and one pulls|nobody does it alone|(?:someone|somebody) to hold/i,
    'advice-look': /\blook/i,
    'advice-other': /another|something to stand on|laugh first/,
    'advice-stand': /something to stand on/,
  },
  fr: {
    'advice-slow': /après l'autre|à la fois|petit à petit|un petit pas|petit bout|sans courir|en son temps|réfléchit d'abord|bûche après bûche|doucement/,
    'advice-together': /à deux|à plusieurs|ensemble|tenir l'échelle/,
    'advice-look': /regard|voir ce que|sous ton nez/,
    'advice-other': /autre|on ne force pas|on ne tire pas|on rit d'abord|d'abord on rit/,
  },
};

describe('the advice remembered is the advice given', () => {
  it.each(['en', 'fr'] as const)('every %s task says the advice it sets, to the young and the older reader', (lang) => {
    const advised = tasksOf(lang).flatMap((t) => (t.sets ?? []).filter((f) => f.startsWith('advice-')).map((advice) => ({ advice, t })));
    expect(advised.length).toBeGreaterThan(8);
    const unsaid = advised.flatMap(({ advice, t }) => [t.young, t.older].filter((text) => !text || !SAYS[lang][advice]?.test(text)).map((text) => `${advice}: ${text}`));
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
      expect(parts.find((p) => p.kind === 'helper-back')?.text, `seed ${seed}`).toMatch(/une bûche après l'autre, jamais toutes à la fois/i);
    }
    expect(told).toBeGreaterThan(0);
  });
});
