// Flags in a telling's `if:` are checked at start against the ones the code sets (plan/flags.ts): a
// misspelt flag would otherwise never match, and its telling would silently never be told.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { ideaGrid } from '../../story-lint/request-grid.ts';
import { flagsAt, rolesAt } from '../compose/entities.ts';
import { tellStory } from '../index.ts';
import { EN_GRAMMAR } from '../locales/en/grammar.ts';
import { KNOWN_FLAGS } from '../plan/flags.ts';
import { LOCALES_DIR, loadLocale } from './load-content.ts';
import { ContentError } from './read-yaml.ts';

/** A copy of the content with one more find-lost try, gated by the given flags. */
function withTry(flags: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'storyteller-flags-'));
  cpSync(LOCALES_DIR, root, { recursive: true });
  const file = join(root, 'en', 'plots', 'find-lost.yaml');
  const plot = parse(readFileSync(file, 'utf8')) as { try: unknown[] };
  plot.try.push({ text: '{hero} looked under the bed.', if: flags });
  writeFileSync(file, stringify(plot));
  return root;
}

describe('the flags of the content', () => {
  it('load when the code knows every one, negated or not', () => {
    expect(() => loadLocale('en', EN_GRAMMAR, withTry(['wish', '!dark-fear']))).not.toThrow();
  });

  it('stop the server at start with the flag and the file when one is unknown', () => {
    for (const flag of ['wishh', '!wishh']) {
      const root = withTry(['night', flag]);
      expect(() => loadLocale('en', EN_GRAMMAR, root)).toThrow(ContentError);
      expect(() => loadLocale('en', EN_GRAMMAR, root)).toThrow(new RegExp(`en/plots/find-lost#try #\\d+: unknown flag '${flag}'`));
    }
  });

  it('list every flag the planner and the renderer set', () => {
    const set = new Set<string>();
    // A slice of the parent ideas, whose plans set the most flags (a fear of the dark, a race on a bike...).
    for (const req of ideaGrid().filter((_, i) => i % 3 === 0)) {
      const { plan } = tellStory(req);
      for (const chapter of plan.chapters) for (const f of flagsAt(plan, chapter, rolesAt(plan, chapter.index))) set.add(f);
    }
    expect(set.size).toBeGreaterThan(40);
    expect([...set].filter((f) => !KNOWN_FLAGS.has(f))).toEqual([]);
  });
});
