// Someone spoken to is called by name or by their noun ('{owner.call}'): a bare '{owner}' inside what is said
// renders “Go, the crocodile, go!” for an owner the parent did not name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { yamlFilesUnder } from '../../content/content-files.ts';

const dir = new URL('.', import.meta.url).pathname;

describe('English tellings', () => {
  it('never speak to an owner or a rival with its article', () => {
    const bad: string[] = [];
    for (const file of yamlFilesUnder(dir)) {
      for (const said of readFileSync(file, 'utf8').match(/“[^”]*”/g) ?? []) {
        if (/(?:“|, )\{(?:owner|rival|goal)\}(?=[,.!?])/.test(said)) bad.push(`${file.slice(dir.length)}: ${said}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
