// An editor read, at bedtime, 'Squeeze, and let go: Emma made fists and opened them again, the way you do before a
// jump' told to the reader out of nowhere, 'A smile came creeping up, even though nothing was solved yet' after the
// sandcastle stood, and boots wiggled at the swimming pool. A feeling line is the character's, in the chapter's
// moment: no worry, courage or keeping going before the problem ('calm') nor once the trouble is solved ('solved',
// the resolution's chapter on), no boots where everyone is barefoot ('barefoot': the pool, the beach), and it never
// turns to the reader ('the way you do', « comme on le fait »). Both languages (texture/feelings.yaml).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.ts';
import { contentFor } from '../storyteller/languages.ts';
import { ideaGrid, requestGrid } from './request-grid.ts';

const BOOKS = [...requestGrid(24), ...ideaGrid()].map((r) => tellStory(r));
// What a feeling of trouble says: worry, courage found, keeping going, nothing solved yet, the plan not working.
const TROUBLED = /worry|brave|kept going|nothing was solved|spirits up|felt very small|courage|inquiétude|si ça ne marchait pas/i;
// And what waits for what comes next, wrong once all is done: something important ahead, setting off again, no sleep yet.
const AHEAD = /before something important|tardait de repartir|pas le moment de dormir/i;
const BOOTS = /\bboots\b|bottes/i;
const BAREFOOT = new Set(['pool', 'seashore']);

describe('feelings fit the moment', () => {
  it('no feeling of trouble before the problem nor once it is solved, and no boots at the pool or the beach', () => {
    const wrong: string[] = [];
    let after = 0;
    for (const { book, plan } of BOOKS) {
      const troubleAt = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'problem'));
      const solvedAt = plan.chapters.findIndex((c) => c.events.some((e) => e.kind === 'resolution'));
      for (const [i, chapter] of book.chapters.entries()) {
        const place = plan.places.find((p) => p.role === plan.chapters[i]?.place)?.id ?? '';
        for (const part of chapter.parts.filter((p) => p.kind === 'texture:feelings')) {
          if (solvedAt >= 0 && i >= solvedAt) after += 1;
          if (((troubleAt >= 0 && i < troubleAt) || (solvedAt >= 0 && i >= solvedAt)) && TROUBLED.test(part.text)) wrong.push(`${plan.lang} ch${i}: ${part.text}`);
          if (solvedAt >= 0 && i >= solvedAt && AHEAD.test(part.text)) wrong.push(`${plan.lang} ch${i} solved: ${part.text}`);
          if (BAREFOOT.has(place) && BOOTS.test(part.text)) wrong.push(`${plan.lang} ${place}: ${part.text}`);
        }
      }
    }
    expect(after).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it('every feeling line is the character’s own, never said to the reader', () => {
    const toReader: string[] = [];
    for (const lang of ['en', 'fr'] as const) {
      for (const t of contentFor(lang).texture.feelings) {
        for (const source of [t.young.source, t.older.source]) {
          // Outside what somebody says aloud.
          const told = source.replace(/“[^”]*”|«[^»]*»/g, '');
          if (!/\{(?:de |que |à )?(?:hero|companion)/.test(told)) toReader.push(source);
          if (lang === 'en' ? /\byou(r)?\b/i.test(told) : /(?<!\p{L})(on|vous)(?!\p{L})/iu.test(told)) toReader.push(source);
          // 'Squeeze, and let go: …': an order before anyone is named.
          if (/^\p{Lu}\p{Ll}+, (and|et) \p{Ll}/u.test(told)) toReader.push(source);
        }
      }
    }
    expect([...new Set(toReader)]).toEqual([]);
  });
});
