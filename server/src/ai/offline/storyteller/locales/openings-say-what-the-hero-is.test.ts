import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// A parent who picked a dragon must read that the hero is a dragon on the first page (and the
// library's search finds the book by 'dragon' or 'licorne'). Only a telling kept for a named child
// (`if: [child]`) may leave the hero's kind out: the child is 'a little girl' in every other line.
interface Telling { young?: string; older?: string; if?: string[] }

describe.each(['en', 'fr'])('openings (%s)', (language) => {
  const tellings = parse(readFileSync(new URL(`./${language}/beats/opening.yaml`, import.meta.url), 'utf8')) as Telling[];

  it('say what the hero is in every telling a character may open', () => {
    const silent = tellings
      .filter((t) => !(t.if ?? []).includes('child'))
      .flatMap((t) => [t.young, t.older])
      .filter((text): text is string => text !== undefined && !text.includes('{hero.kind}'));
    expect(tellings.length).toBeGreaterThan(5);
    expect(silent).toEqual([]);
  });
});
