// Issue 10 (an editor read 'Here is what I know,' said the owl, and then nothing): a helper paid back with a favour says
// what it knows about the book's trouble there and then, a piece of advice after `{focus}`, in both languages
// (beats/helper-task.yaml), never 'Now. About the kite.' or 'I know a thing or two' with nothing told.
import { describe, expect, it } from 'vitest';
import { contentFor } from '../languages.ts';

describe('helpers say what they know', () => {
  it.each(['en', 'fr'] as const)('%s: every favour repaid with talk of the trouble gives advice after naming it', (lang) => {
    const empty: string[] = [];
    let named = 0;
    for (const t of contentFor(lang).beats['helper-task']) {
      for (const tpl of [t.young, t.older]) {
        const at = tpl.source.lastIndexOf('{focus}');
        if (at < 0) continue;
        named += 1;
        const after = tpl.source.slice(at + '{focus}'.length).split(/\s+/).filter((w) => /\p{L}/u.test(w));
        if (after.length < 5 || /what I know|a thing or two|may know something/i.test(tpl.source)) empty.push(`${t.key}: …${tpl.source.slice(-70)}`);
      }
    }
    expect(named).toBeGreaterThan(8);
    expect(empty).toEqual([]);
  });

  // An editor read '“Yum,” said the owl. “Thank you! Now I will help you.”' and then nothing: a young reader's favour on
  // the way is repaid with advice about the trouble too, and a helper waving from below says which way, never only
  // 'Keep going!' (plots' helper-back).
  it.each(['en', 'fr'] as const)('%s: a favour on the way is repaid with advice at every age, and nobody only says keep going', (lang) => {
    const content = contentFor(lang);
    const bare: string[] = [];
    for (const t of content.beats['helper-task'].filter((x) => !x.if.includes('do-together'))) {
      for (const tpl of [t.young, t.older]) if (!tpl.source.includes('{focus}')) bare.push(`${t.key}: ${tpl.source.slice(0, 70)}`);
    }
    const helperLines = [...content.beats['helper-task'], ...content.beats['helper-back'], ...Object.values(content.plots).flatMap((p) => p['helper-back'] ?? [])];
    for (const t of helperLines) for (const tpl of [t.young, t.older]) if (/Keep going!”|« Continuez ! »/.test(tpl.source)) bare.push(`${t.key}: ${tpl.source.slice(0, 70)}`);
    expect(bare).toEqual([]);
  });
});
