// The child and the companion spoken of together agree with both of them: two girls (Jade and Frimousse, la
// minette) are 'toutes les deux', 'elles'. A telling that writes 'tous les deux' by hand read 'Jade, Frimousse
// à côté, et tous les deux regardèrent le ciel'; it says {pair:tous|toutes} (compose/entities.ts 'pair').
// Only a telling of the child with the owner or the rival (no token for those two) may write it by hand.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { yamlFilesUnder } from '../../content/content-files.ts';
import { tellStory } from '../../index.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

describe('the child and the companion together, in French', () => {
  it("never writes 'tous les deux' by hand in a telling of the child and the companion", () => {
    const byHand: string[] = [];
    for (const file of yamlFilesUnder(ROOT)) {
      for (const [i, line] of readFileSync(file, 'utf8').split('\n').entries()) {
        if (/tous les deux/.test(line) && !/\{(?:\w+ )?(?:owner|rival)[.:}]/.test(line)) byHand.push(`${file.slice(ROOT.length)}:${i + 1}`);
      }
    }
    expect(byHand).toEqual([]);
  });

  it('calls a girl and her minette "toutes les deux" and "elles"', () => {
    const told = tellStory({
      character: 'brave-knight', theme: 'bravery', length: 'medium', language: 'french', ageGroup: '5-8', moralLesson: 'honesty',
      childName: 'Jade', customPrompt: 'ma fille a peur du chien des voisins', seed: 10,
    });
    const text = told.book.chapters.map((c) => c.content).join('\n');
    expect(text).toContain('toutes les deux regardèrent');
    expect(text).not.toMatch(/tous les deux|Ils attendirent/);
  });
});
