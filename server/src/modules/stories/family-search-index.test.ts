// A family's search reads the GIN index on (user_id, search_vector) (migration 0015, decision 027):
// the family and the words are looked up together, and no story's whole-book vector is read to match.
// Before, the planner took the family's rows through the btree on user_id and matched each row's
// vector, read out of line (20-57 ms for a 200-story family), or the whole table. The plan is checked
// here on the statement the route sends, on a database shaped like a real one (two families with
// whole books, among many other families' stories), and after it the results: the family's own,
// the word being typed as a prefix, accents, English and French stems.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryQuerySchema } from '@storyloom/contracts/library';
import { inBatches } from '../../db/seed/seed-random.ts';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { chapters, stories } from '../../db/schema/index.ts';
import { seedFamilies } from '../../db/seed/seed-families.ts';
import { createRandom } from '../../db/seed/seed-random.ts';
import { TEST_DATABASES } from '../../test/test-app.ts';
import { libraryPage } from './library-page.ts';

interface PlanNode {
  'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string;
  'Index Cond'?: string; 'Recheck Cond'?: string; Filter?: string; Plans?: PlanNode[];
}

const FAMILY_BOOKS = 150;
const OTHER_STORIES = 2_000;
const INDEX = 'stories_user_search_idx';

// Filler text: made-up words (two-letter syllables, so none spells a word searched below) among a few
// common ones every book of the two families holds.
const SYLLABLES = ['ba', 'ko', 'ri', 'mu', 'te', 'lo', 'sa', 'ne', 'vi', 'du', 'pa', 'go'];
const COMMON = ['lantern', 'meadow', 'lanterne', 'prairie'];
const madeWord = (n: number) => SYLLABLES[n % 12]! + SYLLABLES[Math.floor(n / 12) % 12]! + SYLLABLES[Math.floor(n / 144) % 12]!;
const filler = (book: number, chapter: number) => Array.from({ length: 400 }, (_, k) =>
  (k % 50 === 0 ? COMMON[(book + k / 50) % COMMON.length]! : madeWord((book * 131 + chapter * 37 + k * 7) % 1728))).join(' ');

/** The books a family holds besides the filler: what the searches below look for. */
const KNOWN = [
  { title: 'The Dragon Who Believed', language: 'english', text: 'The dragons believed in the silver bells of the harbour.' },
  { title: 'Le château de la forêt', language: 'french', text: 'Les chevaliers traversèrent la forêt enchantée jusqu’au château.' },
  { title: 'Un éléphant à la fête', language: 'french', text: 'L’elephant dansait avec les étoiles.' },
] as const;

/** Every node of a plan, the subplans included. */
const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

describe.each(TEST_DATABASES)("a family's search through its index (%s)", (kind) => {
  let database: Database;
  let logged: { query: string; params: unknown[] }[] = [];
  const families: { id: string; known: string[]; all: Set<string> }[] = [];

  beforeAll(async () => {
    const logQuery = (query: string, params: unknown[]) => logged.push({ query, params });
    database = kind === 'postgres'
      ? await openPostgres(process.env.TEST_DATABASE_URL ?? '', { maxConnections: 2, logQuery })
      : await openPglite(undefined, logQuery);
    const seeded = await seedFamilies(database.db, createRandom(Date.now()), 3, new Date());
    const base = { character: 'friendly-dragon', theme: 'friendship', length: 'medium', ageGroup: '5-8', chapterCount: 3, status: 'ready' as const, progress: 100, creditMonth: '2026-01' };
    for (const family of seeded.slice(0, 2)) {
      const books = [
        ...KNOWN.map((k, i) => ({ ...base, userId: family.id, seed: i + 1, title: k.title, language: k.language, description: '' })),
        ...Array.from({ length: FAMILY_BOOKS - KNOWN.length }, (_, i) => ({
          ...base, userId: family.id, seed: i + 10, title: `${madeWord(i)} ${madeWord(i + 500)}`, language: i % 2 ? 'english' : 'french', description: madeWord(i + 900),
        })),
      ];
      const ids = (await database.db.insert(stories).values(books).returning({ id: stories.id })).map((r) => r.id);
      const text = ids.flatMap((storyId, book) => [0, 1, 2].map((position) => ({
        storyId, position, title: `${position + 1}`, content: `${filler(book, position)} ${KNOWN[book]?.text ?? ''}`,
      })));
      await inBatches(text, 150, (batch) => database.db.insert(chapters).values(batch));
      families.push({ id: family.id, known: ids.slice(0, KNOWN.length), all: new Set(ids) });
    }
    // Many other families' stories, as in any database with more than one family.
    const others = Array.from({ length: OTHER_STORIES }, (_, i) => ({
      ...base, userId: seeded[2]!.id, seed: i + 1, title: `${madeWord(i)} ${madeWord(i * 3)}`, language: 'english', description: madeWord(i * 7),
    }));
    await inBatches(others, 500, (batch) => database.db.insert(stories).values(batch));
    // As PostgreSQL's autovacuum leaves it: the table's statistics and the GIN index's own counts.
    await database.sql.executeSql('vacuum analyze stories');
  }, 180_000);
  afterAll(() => database?.close());

  /** The first page's statement for a family's search, as the route sends it, and its plan. */
  async function search(q: string, family = families[0]!) {
    logged = [];
    const page = await libraryPage(database.db, family.id, libraryQuerySchema.parse({ q, limit: 24 }));
    const statement = logged.find((l) => /^select/i.test(l.query))!;
    const [row] = (await database.sql.executeSql(`explain (format json) ${statement.query}`, statement.params)).rows as Record<string, unknown>[];
    const plan = Object.values(row!)[0] as { Plan: PlanNode }[] | string;
    const nodes = nodesOf((typeof plan === 'string' ? JSON.parse(plan) : plan)[0]!.Plan);
    return { ids: page.items.map((s) => s.id), nodes };
  }

  // Words in a few of the family's books, being typed or finished. A word in every one of the family's books
  // ('lantern' below) is not asked of the planner: reading the family's rows through the btree on user_id and
  // matching each is as good a plan then, and PostgreSQL 15 and PGlite pick either by their statistics (a CI
  // run on a fresh database picked the btree where a reused one had picked the index).
  const words = ['dragon', 'chevaliers', 'harb', 'etoile '];

  it.each(words)('looks up the family and the words %j together in the index', async (q) => {
    const { nodes } = await search(q);
    const matching = nodes.filter((n) => [n['Index Cond'], n.Filter].some((c) => c?.includes('search_vector')));
    expect(matching.map((n) => [n['Node Type'], n['Index Name']])).toEqual([['Bitmap Index Scan', INDEX]]);
    expect(matching[0]!['Index Cond']).toContain('user_id');
    expect(nodes.filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === 'stories')).toEqual([]);
  });

  it('finds only the family’s own stories, by word, stem, accent and the prefix of the word being typed', async () => {
    const [a, b] = families;
    const [dragon, chateau, elephant] = a!.known;
    expect((await search('dragon')).ids).toEqual([dragon]);
    expect((await search('dragon', b)).ids).toEqual([b!.known[0]]);
    expect((await search('Believe silver')).ids).toEqual([dragon]); // English stems: believed, bells
    expect((await search('harb')).ids).toEqual([dragon]); // typing: a prefix of 'harbour'
    expect((await search('harb ')).ids).toEqual([]); // a finished word is not a prefix
    expect((await search('Chateau')).ids).toEqual([chateau]);
    expect((await search('forêt enchantée')).ids).toEqual([chateau]);
    expect((await search('chevalier')).ids).toEqual([chateau]); // French stems: chevaliers
    expect((await search('éléphant')).ids).toEqual([elephant]); // written 'éléphant' in the title, 'elephant' in the text
    expect((await search('etoile')).ids).toEqual([elephant]);
    const common = await search('lantern');
    expect(common.ids).toHaveLength(24);
    expect(common.ids.every((id) => a!.all.has(id))).toBe(true);
  });
});
