// Found reading a milk-tooth book (session 34): « Derrière la grosse pierre, il y avait la première dent. Jeanne
// l'avait trouvé ! ». A thing of the story named by its pronoun before avoir ({goal.le} avait...) agrees with
// the participle after it: the telling writes the participle as a token of that thing ({goal:trouvé|trouvée|...}).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { yamlFilesUnder } from '../../content/content-files.ts';
import { tellStory } from '../../index.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const AVOIR = '(?:a|avait|avaient|ont|eut|aura|aurait)';

describe('a pronoun before avoir, in French', () => {
  it('is followed by a participle that agrees with its thing, never one written by hand', () => {
    const byHand: string[] = [];
    const pronounThenWord = new RegExp(`\\{(\\w+)\\.(?:le|la|les|l)\\} ${AVOIR} (?:(?:bien|déjà|enfin|tout de suite|vite) )?(\\S+)`, 'g');
    for (const file of yamlFilesUnder(ROOT)) {
      for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        for (const m of line.matchAll(pronounThenWord)) {
          if (!m[2]?.startsWith(`{${m[1]}:`)) byHand.push(`${file.slice(ROOT.length)}:${i + 1} ${m[0]}`);
        }
      }
    }
    expect(byHand).toEqual([]);
  });

  it('finds the tooth found: « Jeanne l’avait trouvée »', () => {
    const idea = "Jeanne perd sa première dent et attend la petite souris, mais elle a peur que la souris ne la trouve pas sous l'oreiller";
    const { book } = tellStory({ character: 'magical-unicorn', theme: 'magic', length: 'medium', language: 'french', ageGroup: '3-5', moralLesson: 'honesty', childName: 'Jeanne', customPrompt: idea, seed: 2 });
    const text = book.chapters.map((c) => c.content).join('\n');
    expect(text).toMatch(/Jeanne l'avait trouvée\s?!/u);
  });
});
