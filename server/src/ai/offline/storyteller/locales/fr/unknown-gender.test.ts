// A child whose name's gender we do not know (Sacha, Camille, Kélyo) must read naturally: every telling that
// agrees a word with the hero gives a third wording that needs no agreement ({hero:était prêt|était prête|
// avait le cœur qui battait}), since two forms would fall back to the masculine.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('.', import.meta.url));

function yamlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return yamlFiles(path);
    return f.endsWith('.yaml') ? [path] : [];
  });
}

describe('French content for a child of unknown gender', () => {
  it('gives every agreement with the hero a third, agreement-free wording', () => {
    const twoForms: string[] = [];
    for (const file of yamlFiles(ROOT)) {
      for (const m of readFileSync(file, 'utf8').matchAll(/\{hero:([^}]*)\}/g)) {
        if ((m[1] ?? '').split('|').length !== 3) twoForms.push(`${file.slice(ROOT.length)}: ${m[0]}`);
      }
    }
    expect(twoForms).toEqual([]);
  });
});
