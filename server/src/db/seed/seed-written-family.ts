// One family's whole books, chapters included, for the benches that search (bench/api): the seed's
// stories carry a title and a description only. Written after `seedDatabase` has gathered its
// statistics, so this seeding gathers them again for what it wrote: without that, the planner still
// counts the family's stories as a seeded family's few and reads their vectors one by one (bench/api
// on PostgreSQL, 20,200 stories: 762 buffers for a search instead of 97, its p99 43 ms instead of 21).
import { createStoryteller } from '../../ai/offline/storyteller/index.ts';
import type { Db } from '../client.ts';
import { chapters, stories } from '../schema/index.ts';
import { sql } from 'drizzle-orm';

const THEMES = ['adventure', 'friendship', 'magic', 'kindness'] as const;

/**
 * Gives the family `count` ready stories with their chapters: `books` books written once by the
 * storyteller, repeated, one an hour back from now. The same books for the same counts.
 */
export async function seedWrittenFamily(db: Db, userId: string, opts: { count: number; books: number }): Promise<void> {
  const writer = createStoryteller();
  const books = await Promise.all(Array.from({ length: opts.books }, (_, i) => {
    const req = {
      character: 'friendly-dragon', theme: THEMES[i % THEMES.length]!, length: 'medium', ageGroup: '5-8', moralLesson: '',
      childName: i % 2 ? 'Léa' : 'Sam', customPrompt: '', language: i % 3 ? 'english' : 'french', seed: i + 1,
    } as const;
    return writer.write(req).then((book) => ({ req, book }));
  }));
  for (let i = 0; i < opts.count; i++) {
    const { req, book } = books[i % books.length]!;
    const [row] = await db.insert(stories).values({
      ...req, userId, title: book.title, description: book.description, chapterCount: book.chapters.length, status: 'ready', progress: 100,
      creditMonth: '2026-01', createdAt: new Date(Date.now() - i * 3_600_000),
    }).returning({ id: stories.id });
    await db.insert(chapters).values(book.chapters.map((c, position) => ({ storyId: row!.id, position, title: c.title, content: c.content })));
  }
  // As autovacuum would leave them: the family among the most common values, the chapters counted,
  // and the stories' rows rewritten by the chapters' trigger (migration 0013) vacuumed.
  await db.execute(sql`vacuum analyze stories, chapters`);
}
