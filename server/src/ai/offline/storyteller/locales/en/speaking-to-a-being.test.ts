// Someone spoken to is called by name or by their noun ('{owner.call}'): a bare '{owner}' inside what is said
// renders “Go, the crocodile, go!” for an owner the parent did not name.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = new URL('.', import.meta.url).pathname;
const files = (d: string): string[] => readdirSync(d).flatMap((f) => (statSync(join(d, f)).isDirectory() ? files(join(d, f)) : f.endsWith('.yaml') ? [join(d, f)] : []));

describe('English tellings', () => {
  it('never speak to an owner or a rival with its article', () => {
    const bad: string[] = [];
    for (const file of files(dir)) {
      for (const said of readFileSync(file, 'utf8').match(/“[^”]*”/g) ?? []) {
        if (/(?:“|, )\{(?:owner|rival|goal)\}(?=[,.!?])/.test(said)) bad.push(`${file.slice(dir.length)}: ${said}`);
      }
    }
    expect(bad).toEqual([]);
  });
});
