// The story linter over the big grid (story-lint/): every character x theme x moral x age x length x
// language, with and without a name, with the parent ideas. Prints each rule's rate and examples.
// Run: npx tsx scripts/story-lint.ts [every=1] (every=10 keeps one request in ten)
import { tellStory } from '../server/src/ai/offline/storyteller/index.ts';
import { LINT_RULES, lintStory, type LintIssue } from '../server/src/ai/offline/story-lint/lint-story.ts';
import { requestGrid } from '../server/src/ai/offline/story-lint/request-grid.ts';
import { nameStarts } from '../server/src/ai/offline/story-lint/text-measures.ts';

const every = Number(process.argv[2] ?? 1);
const grid = requestGrid(every);
const books = new Map<string, number>();
const examples = new Map<string, string[]>();
let withIdea = 0;
let ideaUsed = 0;
const byLang = new Map<string, [number, number]>();
const heroStarts = new Map<string, [number, number]>();
for (const req of grid) {
  const { plan, book } = tellStory(req);
  const issues: LintIssue[] = lintStory(plan, book);
  const hero = plan.cast.find((c) => c.role === 'hero');
  if (hero?.name) {
    const m = book.chapters.map((c) => nameStarts(c.content, hero.name ?? '')).reduce((a, b) => ({ starts: a.starts + b.starts, sentences: a.sentences + b.sentences }));
    // A name whose gender is unknown (Sacha) is never called he or she: counted apart.
    for (const key of [req.language, `${req.language}, heroes of known gender`]) {
      if (key.includes('known') && hero.gender === 'n') continue;
      const [st, se] = heroStarts.get(key) ?? [0, 0];
      heroStarts.set(key, [st + m.starts, se + m.sentences]);
    }
  }
  if (plan.idea && (plan.idea.used.length > 0)) {
    withIdea++;
    const ok = !issues.some((i) => i.rule === 'idea-missing');
    if (ok) ideaUsed++;
    const [u, n] = byLang.get(req.language) ?? [0, 0];
    byLang.set(req.language, [u + (ok ? 1 : 0), n + 1]);
  }
  for (const rule of new Set(issues.map((i) => i.rule))) books.set(rule, (books.get(rule) ?? 0) + 1);
  for (const i of issues) {
    const list = examples.get(i.rule) ?? [];
    // The whole request, as story-print's arguments: the book can be read as the lint saw it.
    const args = `"${req.customPrompt}" --language ${req.language} --character ${req.character} --theme ${req.theme} --moral ${req.moralLesson} --length ${req.length} --age ${req.ageGroup}${req.childName ? ` --name ${req.childName}` : ''} --seed ${req.seed}`;
    if (list.length < 3) list.push(`${plan.plot} ch${(i.chapter ?? -1) + 1}: ${i.detail}\n      npx tsx scripts/story-print.ts ${args}`);
    examples.set(i.rule, list);
  }
}
console.log(`books ${grid.length}; the idea really used in ${ideaUsed} of ${withIdea} books with an idea (${((100 * ideaUsed) / Math.max(1, withIdea)).toFixed(1)} %)`);
for (const [lang, [u, n]] of byLang) console.log(`  ${lang}: idea used in ${u} of ${n} (${((100 * u) / Math.max(1, n)).toFixed(1)} %)`);
for (const [lang, [st, se]] of heroStarts) console.log(`  ${lang}: sentences starting with the hero's name ${((100 * st) / Math.max(1, se)).toFixed(1)} %`);
for (const rule of LINT_RULES) {
  const n = books.get(rule) ?? 0;
  console.log(`${rule.padEnd(26)} ${String(n).padStart(6)} books  ${((100 * n) / grid.length).toFixed(2)} %`);
  for (const e of examples.get(rule) ?? []) console.log(`    ${e}`);
}
