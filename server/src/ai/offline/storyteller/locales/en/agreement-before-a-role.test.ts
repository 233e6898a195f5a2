// A role may be plural ('the dragons', 'the party balloons'): a verb before it, or one after it that the
// grammar does not agree by itself, is written {role#sg|pl} ('Where {goal#was|were} {goal}?'), never
// 'Where was the party balloons?' or 'The dragons loves berries'.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { yamlFilesUnder } from '../../content/content-files.ts';

const dir = new URL('.', import.meta.url).pathname;
const BEFORE = /\b(?:[Ww]here|[Tt]here|perhaps,|them,|table,) (?:was|is|has) \{(?:owner|goal|rival)(?:\.(?:he|the))?\}|\b(?:[Ww]here|[Tt]here)'s \{(?:owner|goal|rival)\}/;
const AFTER = /\{(?:owner|goal|rival)\} (?:likes|loves|wants|needs|knows|lives|looks|feels|seems)\b/;

describe('English tellings', () => {
  it('make a verb agree with a role that may be plural', () => {
    const bad = yamlFilesUnder(dir).flatMap((file) => readFileSync(file, 'utf8').split('\n').filter((l) => BEFORE.test(l) || AFTER.test(l)).map((l) => `${file.slice(dir.length)}: ${l.trim().slice(0, 90)}`));
    expect(bad).toEqual([]);
  });
});
