// French books over a grid of requests (every character, theme, moral, age and length, with and without a
// name, with the parents' ideas of idea/parent-ideas-fr.yaml), read by the French checks. Prints the rates.
import { readFileSync } from 'node:fs';
import { AGE_GROUPS, CHARACTERS, MORAL_LESSONS, STORY_LENGTHS, THEMES, type MoralLesson } from '@storyloom/contracts/options';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { StoryRequest } from '../../types.ts';
import { tellStory } from '../storyteller/index.ts';
import { frenchFindings, type FrenchFinding } from './french-checks.ts';

const IDEAS = (parse(readFileSync(new URL('../storyteller/idea/parent-ideas-fr.yaml', import.meta.url), 'utf8')) as { text: string }[]).map((c) => c.text);
// Girls', boys' and a name of unknown gender, and no name at all.
const NAMES = ['Emma', 'Léo', 'Sacha', 'Inès', 'Hugo', '', 'Camille', 'Nahia', 'Kélyo'];
const MORALS: MoralLesson[] = [...MORAL_LESSONS, 'none'];

function request(i: number, seed = i): StoryRequest {
  return {
    character: CHARACTERS[i % CHARACTERS.length] ?? 'curious-mouse',
    theme: THEMES[Math.floor(i / 2) % THEMES.length] ?? 'adventure',
    moralLesson: MORALS[(i * 3) % MORALS.length] ?? 'none',
    ageGroup: AGE_GROUPS[i % AGE_GROUPS.length] ?? '5-8',
    length: STORY_LENGTHS[Math.floor(i / 4) % STORY_LENGTHS.length] ?? 'short',
    language: 'french',
    childName: NAMES[i % NAMES.length] ?? '',
    customPrompt: i % 7 === 6 ? '' : (IDEAS[i % IDEAS.length] ?? ''),
    seed,
  };
}

function textsOf(req: StoryRequest): string[] {
  return told(req).texts;
}

/** The book's texts, and the names of the beings whose gender the story must not guess (Sacha, Kélyo). */
function told(req: StoryRequest): { texts: string[]; unsure: string[] } {
  const { book, plan } = tellStory(req);
  const unsure = plan.cast.filter((c) => c.gender === 'n' && c.name).map((c) => c.name ?? '');
  return { texts: [book.title, book.description, ...book.chapters.flatMap((c) => [c.title, c.content])], unsure };
}

/** Sentences of four words or more: the ones a reader notices when two books share them. */
function sentences(texts: readonly string[]): Set<string> {
  return new Set(texts.flatMap((t) => t.match(/[^.!?»]+[.!?]/g) ?? []).map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 4));
}

describe('French books over the request grid', () => {
  it('have no French error the linter can see', () => {
    const found: (FrenchFinding & { where: string })[] = [];
    let texts = 0;
    const BOOKS = 140;
    for (let i = 0; i < BOOKS; i++) {
      const req = request(i);
      const { texts: all, unsure } = told(req);
      for (const t of all) {
        texts++;
        for (const f of frenchFindings(t, unsure)) found.push({ ...f, where: `${req.character} ${req.ageGroup} « ${req.customPrompt} »` });
      }
    }
    const rates = Object.fromEntries(['elision', 'aspirated-h', 'contraction', 'article-gender', 'adjective-agreement', 'unknown-gender-agreement', 'spacing', 'inversion', 'placeholder'].map((r) => [r, found.filter((f) => f.rule === r).length / texts]));
    console.log(`French grid: ${BOOKS} books, ${texts} texts, findings by rule per text:`, rates);
    expect(found.slice(0, 10)).toEqual([]);
  });

  it('makes the child named in the idea the hero, never a second child of the same name', () => {
    const req: StoryRequest = { ...request(0), childName: 'Zoé', customPrompt: 'Zoé veut apprendre à nager comme un poisson', length: 'long', ageGroup: '8-12' };
    const { plan, book } = tellStory(req);
    expect(plan.cast.filter((c) => c.name === 'Zoé').map((c) => c.role)).toEqual(['hero']);
    expect(book.chapters.map((c) => c.content).join(' ')).not.toMatch(/Zoé et Zoé|Zoé \p{L}+ Zoé à/u);
  });

  it('tells two seeds of the same request with less than a third of their sentences in common', () => {
    const shares: number[] = [];
    for (let i = 0; i < 24; i++) {
      const a = sentences(textsOf(request(i, 1000 + i)));
      const b = sentences(textsOf(request(i, 2000 + i)));
      const common = [...a].filter((s) => b.has(s)).length;
      shares.push(common / Math.max(1, Math.min(a.size, b.size)));
    }
    const mean = shares.reduce((s, x) => s + x, 0) / shares.length;
    console.log(`French variety: mean shared ${mean.toFixed(3)}, worst ${Math.max(...shares).toFixed(3)} over ${shares.length} pairs`);
    expect(mean).toBeLessThan(1 / 3);
  });
});
