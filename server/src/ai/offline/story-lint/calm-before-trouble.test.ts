// Fault found reading books: "A smile came creeping up on Ella, even though nothing was solved yet" on the
// first page, before anything had gone wrong. A feeling of worry, courage or keeping going waits for the
// problem (compose/entities.ts 'calm', texture/feelings.yaml `"!calm"`).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.ts';
import { contentFor } from '../storyteller/languages.ts';
import { requestGrid } from './request-grid.ts';

const BOOKS = requestGrid(20).map((r) => tellStory(r));
const troubled = new Set((['en', 'fr'] as const).flatMap((lang) => contentFor(lang).texture.feelings.filter((t) => t.if.includes('!calm')).map((t) => t.key)));

describe('feelings before the problem', () => {
  it('are never worry, courage or keeping going', () => {
    let calmFeelings = 0;
    const wrong: string[] = [];
    for (const { book, plan } of BOOKS) {
      const troubleAt = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'problem'));
      for (const chapter of book.chapters.slice(0, Math.max(troubleAt, 0))) {
        for (const part of chapter.parts.filter((p) => p.kind === 'texture:feelings')) {
          calmFeelings += 1;
          if (troubled.has(part.key)) wrong.push(part.text);
        }
      }
    }
    expect(troubled.size).toBeGreaterThan(10);
    expect(calmFeelings).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
