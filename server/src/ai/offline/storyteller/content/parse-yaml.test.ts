import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml, yamlCacheDir } from './parse-yaml.ts';

const freshDir = (): string => mkdtempSync(join(tmpdir(), 'yaml-cache-'));

describe('the storyteller YAML parse kept between processes', () => {
  it('is kept as JSON on first read and read back from there the next time', () => {
    const dir = freshDir();
    const text = 'opening:\n  - "Once upon a time."\n';
    expect(parseYaml(text, dir)).toEqual({ opening: ['Once upon a time.'] });
    const [kept] = readdirSync(dir);
    expect(JSON.parse(readFileSync(join(dir, kept ?? ''), 'utf8'))).toEqual({ opening: ['Once upon a time.'] });
    // What is kept is what the next process gets: change it, and the next read returns the change.
    writeFileSync(join(dir, kept ?? ''), JSON.stringify({ opening: ['kept'] }));
    expect(parseYaml(text, dir)).toEqual({ opening: ['kept'] });
  });

  it('parses a changed file again, never answering with the parse of its old text', () => {
    const dir = freshDir();
    expect(parseYaml('a: 1\n', dir)).toEqual({ a: 1 });
    expect(parseYaml('a: 2\n', dir)).toEqual({ a: 2 });
    expect(readdirSync(dir)).toHaveLength(2);
  });

  it('does not keep a value JSON would change, and still returns it right', () => {
    const dir = freshDir();
    expect(parseYaml('big: .inf\n', dir)).toEqual({ big: Infinity });
    expect(readdirSync(dir)).toHaveLength(0);
  });

  it('keeps nothing outside a project: no node_modules in the working directory, no cache', () => {
    expect(yamlCacheDir(freshDir())).toBeUndefined();
    expect(yamlCacheDir(process.cwd())).toBe(join(process.cwd(), 'node_modules', '.cache', 'storyloom-yaml'));
    expect(parseYaml('a: [1, 2]\n', undefined)).toEqual({ a: [1, 2] });
  });
});
