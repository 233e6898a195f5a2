// A child whose name's gender we do not know (Sacha, Camille, Kélyo) must read naturally: every telling that
// agrees a word with the hero gives a third wording that needs no agreement ({hero:était prêt|était prête|
// avait le cœur qui battait}), since two forms would fall back to the masculine.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { yamlFilesUnder } from '../../content/content-files.ts';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

describe('French content for a child of unknown gender', () => {
  it('gives every agreement with the hero a third, agreement-free wording', () => {
    const twoForms: string[] = [];
    for (const file of yamlFilesUnder(ROOT)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\{hero:([^}]*)\}/g)) {
        if ((m[1] ?? '').split('|').length !== 3) twoForms.push(`${file.slice(ROOT.length)}: ${m[0]}`);
      }
    }
    expect(twoForms).toEqual([]);
  });
});
