// What a worker stores while it makes one book, written behind it (decision 023): chapters, picture
// keys and progress are handed over as they come and written together, one write at a time and at
// most one every GAP_MS. What comes meanwhile goes in the next write, so a slow writer (a service
// model, a chapter every few seconds) still shows each chapter within GAP_MS of its writing, and the
// offline one (a whole book in milliseconds, its pictures in a few hundred) costs a few statements
// instead of one per chapter, picture and progress step.
// With 20 books at once on the embedded database (one connection for everything) those statements
// were most of the time to 'ready' (issue 16).
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { chapters, stories } from '../../db/schema/index.ts';

/** The shortest time between two writes of one book: a reader of a book being written sees no difference. */
export const GAP_MS = 250;

export interface ChapterRow {
  position: number;
  title: string;
  content: string;
  scene: unknown;
}

export interface StoryWrites {
  /** A chapter judged safe: stored (replacing the one at its place) with the next write. */
  chapter(row: ChapterRow): void;
  /** A picture stored in media: its key goes on its chapter (position) or on the story (cover) with the next write. */
  picture(position: number | 'cover', key: string): void;
  /** The progress shown to the family; only the latest is written. Status changes are not progress: see run-generation.ts. */
  progress(value: number): void;
  /** Waits until everything handed over is stored; throws the first write's error, if any. */
  settled(): Promise<void>;
}

export function storyWrites(db: Db, storyId: string): StoryWrites {
  let rows: ChapterRow[] = [];
  let pictures: { position: number; key: string }[] = [];
  let cover: string | undefined;
  let progress: number | undefined;
  let running: Promise<void> | undefined;
  let failed: unknown;
  // Cuts the wait between two writes short once the worker waits for everything to be stored.
  let hurry: (() => void) | undefined;
  let settling = false;

  const pending = () => rows.length > 0 || pictures.length > 0 || cover !== undefined || progress !== undefined;

  async function writeOnce(): Promise<void> {
    const batch = { rows, pictures, cover, progress };
    rows = [];
    pictures = [];
    cover = undefined;
    progress = undefined;
    if (batch.rows.length > 0) {
      // A rewrite after unsafe output may send a place twice: the last one is the one to keep.
      const byPosition = new Map(batch.rows.map((r) => [r.position, r]));
      await db
        .insert(chapters)
        .values([...byPosition.values()].map((r) => ({ storyId, position: r.position, title: r.title, content: r.content, scene: r.scene })))
        .onConflictDoUpdate({
          target: [chapters.storyId, chapters.position],
          set: { title: sql`excluded.title`, content: sql`excluded.content`, scene: sql`excluded.scene`, imageKey: null },
        });
    }
    if (batch.pictures.length > 0) {
      const values = sql.join(batch.pictures.map((p) => sql`(${p.position}::integer, ${p.key}::text)`), sql`, `);
      await db.execute(sql`update ${chapters} set image_key = v.key from (values ${values}) as v(position, key)
        where ${chapters.storyId} = ${storyId} and ${chapters.position} = v.position`);
    }
    if (batch.cover !== undefined || batch.progress !== undefined) {
      // Not updated_at: progress is not a stage (decision 023), and leaving that indexed column alone
      // lets PostgreSQL update the row in place (HOT) instead of adding to every index of stories.
      await db
        .update(stories)
        .set({ ...(batch.progress !== undefined ? { progress: batch.progress } : {}), ...(batch.cover !== undefined ? { coverImageKey: batch.cover } : {}) })
        .where(eq(stories.id, storyId));
    }
  }

  function kick(): void {
    if (running || failed !== undefined) return;
    running = (async () => {
      try {
        // One turn of the event loop first: what the writer hands over in the same turn (the offline
        // writer's whole book) goes in this write.
        await new Promise((resolve) => setImmediate(resolve));
        while (pending() && failed === undefined) {
          await writeOnce();
          if (!settling) await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, GAP_MS);
            hurry = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          hurry = undefined;
        }
      } catch (err) {
        failed = err;
      } finally {
        running = undefined;
      }
    })();
  }

  return {
    chapter(row) {
      rows.push(row);
      kick();
    },
    picture(position, key) {
      if (position === 'cover') cover = key;
      else pictures.push({ position, key });
      kick();
    },
    progress(value) {
      progress = value;
      kick();
    },
    async settled() {
      settling = true;
      hurry?.();
      for (;;) {
        while (running) await running;
        if (failed !== undefined) throw failed;
        if (!pending()) {
          settling = false;
          return;
        }
        kick();
      }
    },
  };
}
