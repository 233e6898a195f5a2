// Measures the chatbot on questions typed the way parents type them
// (server/src/modules/chatbot/parent-questions/<language>.json): right, wrong and "don't know" rates.
// A question is right when the bot answers from one of the entries that truly answer it (or from the
// family's plan for 'account', or says it does not know for 'unknown'); wrong when it answers from
// another entry; "don't know" when it falls back to /contact although a true answer exists.
// dev = the 15 not held out of each file plus <language>-tuning.json; held-out = the 25 kept back;
// held-out-2 = 25 more per language written after held-out had been run once (and so no longer unseen);
// held-out-3 = 25 more written after held-out-2 had been run and its misses looked at.
// Run: npx tsx scripts/chatbot-accuracy.ts [dev|held-out|held-out-2|held-out-3|all=dev] [--writer service] [--verbose]
import en from '../server/src/modules/chatbot/parent-questions/en.json' with { type: 'json' };
import enHeldOut2 from '../server/src/modules/chatbot/parent-questions/en-held-out-2.json' with { type: 'json' };
import enHeldOut3 from '../server/src/modules/chatbot/parent-questions/en-held-out-3.json' with { type: 'json' };
import enTuning from '../server/src/modules/chatbot/parent-questions/en-tuning.json' with { type: 'json' };
import fr from '../server/src/modules/chatbot/parent-questions/fr.json' with { type: 'json' };
import frHeldOut2 from '../server/src/modules/chatbot/parent-questions/fr-held-out-2.json' with { type: 'json' };
import frHeldOut3 from '../server/src/modules/chatbot/parent-questions/fr-held-out-3.json' with { type: 'json' };
import frTuning from '../server/src/modules/chatbot/parent-questions/fr-tuning.json' with { type: 'json' };
import { routeQuestion } from '../server/src/modules/chatbot/route-question.ts';

const set = process.argv[2] ?? 'dev';
const writer = process.argv.includes('--writer') && process.argv[process.argv.indexOf('--writer') + 1] === 'service' ? 'service' : 'offline';
const verbose = process.argv.includes('--verbose');
if (!['dev', 'held-out', 'held-out-2', 'held-out-3', 'all'].includes(set)) throw new Error(`unknown set '${set}': dev, held-out, held-out-2, held-out-3 or all`);

for (const [language, file, tuning, second, third] of [['en', en, enTuning, enHeldOut2, enHeldOut3], ['fr', fr, frTuning, frHeldOut2, frHeldOut3]] as const) {
  const later = { 'held-out-2': second.questions, 'held-out-3': third.questions }[set];
  const questions = later
    ?? [...file.questions, ...tuning.questions, ...(set === 'all' ? [...second.questions, ...third.questions] : [])].filter((q) => set === 'all' || q.heldOut === (set === 'held-out'));
  const tally = { right: 0, wrong: 0, dontKnow: 0 };
  for (const { q, expect } of questions) {
    const route = routeQuestion(language, writer, q);
    const got = route.kind === 'help' ? route.matches[0]!.entry.id : route.kind;
    const outcome = expect.includes(got) ? 'right' : got === 'unknown' ? 'dontKnow' : 'wrong';
    tally[outcome]++;
    if (verbose || outcome !== 'right') console.log(`  ${language} ${outcome.padEnd(8)} ${q}  ->  ${got}  (want ${expect.join('|')})`);
  }
  const pct = (n: number) => `${Math.round((100 * n) / questions.length)} %`;
  console.log(`${language} ${set} (${questions.length}): right ${tally.right} (${pct(tally.right)}), wrong ${tally.wrong}, don't know ${tally.dontKnow}`);
}
