import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.ts';
import { contentFor } from '../storyteller/languages.ts';
import { PLOTS } from '../storyteller/plan/types.ts';
import { fits } from '../storyteller/content/tellings.ts';
import { LINT_RULES, lintStory, type LintIssue } from './lint-story.ts';
import { ideaGrid, requestGrid } from './request-grid.ts';
import { sharedFraction } from './text-measures.ts';

// A slice of the grid every run (the script scripts/story-lint.ts runs all of it): one request in 90 of
// every character x theme x moral x age x length x language x name, then every parent idea of both languages.
const GRID = [...requestGrid(90), ...ideaGrid()];
const TOLD = GRID.map((req) => ({ req, ...tellStory(req) }));
const ISSUES = TOLD.map(({ plan, book }) => lintStory(plan, book));

function rate(rule: string): { books: number; examples: string[] } {
  const hits = ISSUES.map((list, i) => ({ list: list.filter((x: LintIssue) => x.rule === rule), told: TOLD[i] })).filter((h) => h.list.length > 0);
  return { books: hits.length, examples: hits.slice(0, 3).map((h) => `${h.told?.req.language} "${h.told?.req.customPrompt}" ${h.list[0]?.detail}`) };
}

describe('The story linter over the request grid', () => {
  it('covers both languages, every plot and the parent ideas', () => {
    expect(GRID.length).toBeGreaterThan(250);
    expect(new Set(TOLD.map((t) => t.plan.plot)).size).toBe(PLOTS.length);
  });

  for (const rule of LINT_RULES.filter((r) => r !== 'idea-missing' && r !== 'known-before-set-up')) {
    it(`finds no '${rule}' in any book`, () => {
      expect(rate(rule).examples).toEqual([]);
    });
  }

  // Session 32: 5.3 % of the 1/10 grid's books said a tool or a prize as known before any chapter set it up (the
  // umbrella gripped, the bike fetched, « le ruban doré » in the journey); the storm, race and skill problems now
  // bring theirs in. What is left (a dream's juggling balls, a moral's gift) is held under one book in thirty.
  it('finds a thing said as known before it is set up in fewer than one book in thirty', () => {
    const { books, examples } = rate('known-before-set-up');
    expect(books / TOLD.length, examples.join('\n')).toBeLessThan(1 / 30);
  });

  it('finds the parent idea really used in at least nine books out of ten', () => {
    const withIdea = TOLD.filter((t) => (t.plan.idea?.used.length ?? 0) > 0).length;
    const { books, examples } = rate('idea-missing');
    expect((withIdea - books) / withIdea, examples.join('\n')).toBeGreaterThanOrEqual(0.9);
  });
});

describe('The safety nets of the storyteller', () => {
  it('tells a night-only line only in a chapter that happens at night (the time-of-day filter)', () => {
    const wrong: string[] = [];
    for (const { plan, book } of TOLD) {
      const content = contentFor(plan.lang);
      const nightOnly = new Set(Object.values(content.places).flatMap((p) => p.scenery).concat(content.beats['night-camp']).filter((t) => t.if.includes('night')).map((t) => t.key));
      book.chapters.forEach((c, i) => {
        if (plan.chapters[i]?.time.slot === 'night') return;
        for (const p of c.parts) if (nightOnly.has(p.key)) wrong.push(`${plan.chapters[i]?.time.slot}: ${p.text}`);
      });
    }
    expect(wrong).toEqual([]);
  });

  it('describes only the place where the cast is (the place filter)', () => {
    const wrong: string[] = [];
    for (const { plan, book } of TOLD) {
      book.chapters.forEach((c, i) => {
        const here = plan.places.find((p) => p.role === plan.chapters[i]?.place)?.id;
        for (const p of c.parts) {
          const m = /\/places\/([a-z-]+)#/.exec(p.key);
          if (m && m[1] !== here) wrong.push(`${m[1]} scenery in ${here}: ${p.text}`);
        }
      });
    }
    expect(wrong).toEqual([]);
  });

  it('checks the flags of a telling: a night telling does not fit a morning', () => {
    const night = contentFor('en').beats['night-camp'][0];
    expect(night && fits(night, new Set(['morning']))).toBe(false);
    expect(night && fits(night, new Set(['night']))).toBe(true);
  });
});

describe('Books of the same request', () => {
  it('are the same for the same seed', () => {
    const req = GRID[5];
    if (!req) throw new Error('empty grid');
    expect(tellStory(req).book).toEqual(tellStory(req).book);
  });

  it('share less than a third of their sentences for two seeds', () => {
    const worst = GRID.filter((_r, i) => i % 4 === 0).map((req) => {
      const a = tellStory(req).book.chapters.map((c) => c.content);
      const b = tellStory({ ...req, seed: req.seed * 31 + 7 }).book.chapters.map((c) => c.content);
      return { fraction: sharedFraction(a, b), label: `${req.language} ${req.length} "${req.customPrompt}"` };
    }).sort((x, y) => y.fraction - x.fraction);
    const mean = worst.reduce((s, w) => s + w.fraction, 0) / worst.length;
    expect(mean).toBeLessThan(1 / 3);
  });
});

describe('The linter reads whole words', () => {
  const req = { character: 'brave-knight', theme: 'adventure', moralLesson: 'none', ageGroup: '5-8', length: 'short', language: 'french', childName: 'Léa', customPrompt: "un feu de camp qui ne veut pas s'allumer", seed: 3 } as const;
  /** The same book with every page saying only the given sentence. */
  const sayingOnly = (sentence: string): LintIssue[] => {
    const { plan, book } = tellStory({ ...req });
    const pages = book.chapters.map((c) => ({ ...c, content: `Léa regarda. ${sentence}`, parts: c.parts.map((p) => ({ ...p, text: `Léa regarda. ${sentence}` })) }));
    return lintStory(plan, { ...book, chapters: pages });
  };

  it("does not find the idea 'feu' in 'feuille'", () => {
    expect(sayingOnly('Le feu crépitait enfin.').filter((i) => i.rule === 'idea-missing')).toEqual([]);
    expect(sayingOnly('Une feuille tomba.').filter((i) => i.rule === 'idea-missing').length).toBeGreaterThan(0);
  });

  it("finds a French moral's words before a full stop after an accent ('la vérité.')", () => {
    const { plan, book } = tellStory({ ...req, moralLesson: 'sharing' });
    const first = book.chapters[0];
    if (!first) throw new Error('no chapter');
    const told = { ...first, parts: [{ kind: 'problem', text: 'Léa dit la vérité.', key: 'x' }] };
    const issues = lintStory(plan, { ...book, chapters: [told, ...book.chapters.slice(1)] });
    expect(issues.some((i) => i.rule === 'moral-misplaced')).toBe(true);
  });
});
