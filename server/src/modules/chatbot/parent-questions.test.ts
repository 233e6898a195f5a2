// The chatbot's retrieval on questions typed the way parents type them (parent-questions/): the ones
// tuned on must all be answered from a right entry or, when nothing true can be said, with "don't know".
// The held-out sets are measured by scripts/chatbot-accuracy.ts; once a set has been run and looked at
// (held-out, held-out-2) it guards against regressions here too. held-out-3 is never run here.
import { describe, expect, it } from 'vitest';
import en from './parent-questions/en.json' with { type: 'json' };
import enSecond from './parent-questions/en-held-out-2.json' with { type: 'json' };
import enTuning from './parent-questions/en-tuning.json' with { type: 'json' };
import fr from './parent-questions/fr.json' with { type: 'json' };
import frSecond from './parent-questions/fr-held-out-2.json' with { type: 'json' };
import frTuning from './parent-questions/fr-tuning.json' with { type: 'json' };
import { routeQuestion } from './route-question.ts';

const SETS = [
  ['en', [...en.questions, ...enTuning.questions], enSecond.questions],
  ['fr', [...fr.questions, ...frTuning.questions], frSecond.questions],
] as const;

describe.each(SETS)("parents' questions (%s)", (language, questions, seen) => {
  const tuned = questions.filter((q) => !q.heldOut);
  const guarded = [...questions, ...seen];

  it('has 40 questions of which 25 are held out, and more to tune on', () => {
    const own = language === 'en' ? en.questions : fr.questions;
    expect(own).toHaveLength(40);
    expect(own.filter((q) => q.heldOut)).toHaveLength(25);
    expect(tuned.length).toBeGreaterThanOrEqual(50);
  });

  it('answers every tuned or already-seen question from an entry that truly answers it, never from another', () => {
    const missed = guarded.flatMap(({ q, expect: wanted }) => {
      const route = routeQuestion(language, 'offline', q);
      const got = route.kind === 'help' ? route.matches[0]!.entry.id : route.kind;
      return wanted.includes(got) ? [] : [`${q} -> ${got} (want ${wanted.join('|')})`];
    });
    expect(missed).toEqual([]);
  });
});
