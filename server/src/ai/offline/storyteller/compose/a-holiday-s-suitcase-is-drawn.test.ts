// The big blue suitcase a holiday is packed in (do-together 'holiday') was named on the page and drawn nowhere: the
// pages whose words name it draw it (scene-cues props 'suitcase'), at home where it is packed and on the way.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { spreadRequest } from '../plan/spread-request.ts';

describe("a holiday's suitcase is drawn", () => {
  it.each([
    ['we are flying to Spain for our holidays', 'english', /suitcase/i],
    ['en vacances en Bretagne en voiture', 'french', /valise/i],
  ] as const)('"%s" (%s): the pages that name the suitcase draw it', (idea, language, named) => {
    let pages = 0;
    for (let seed = 1; seed <= 3; seed++) {
      for (const c of tellStory(spreadRequest(idea, language, seed, 'Emma')).book.chapters) {
        const drawn = [...c.brief.props, ...(c.brief.named ?? [])].some((p) => p.prop === 'suitcase');
        if (drawn) expect(c.content, 'a suitcase the page does not name').toMatch(named);
        if (drawn) pages++;
      }
    }
    expect(pages).toBeGreaterThanOrEqual(3);
  });
});
