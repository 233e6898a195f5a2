// Live generation progress as server-sent events. It reads the story row when the database says the
// row changed (LISTEN/NOTIFY, jobs/story-progress-events.ts), so it works whichever process runs the
// job and costs no query while nothing moves; the browser falls back to polling
// GET /api/stories/{id}/progress when EventSource is unavailable.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { stories } from '../../db/schema/index.ts';
import { progressOf } from './story-progress.ts';

/** A notification lost while the listener reconnects delays an update by this much at most. */
const RECHECK_MS = 10_000;
const MAX_STREAM_MS = 10 * 60_000;

export async function streamStoryProgress(ctx: AppContext, storyId: string, req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  req.raw.on('close', () => {
    closed = true;
  });
  const started = Date.now();
  let last = '';
  const follower = await ctx.progress.follow(storyId);
  req.raw.on('close', () => follower.stop());
  while (!closed && Date.now() - started < MAX_STREAM_MS) {
    const row = await ctx.database.db.query.stories.findFirst({ where: eq(stories.id, storyId) });
    if (!row) {
      res.write(`event: gone\ndata: {}\n\n`);
      break;
    }
    const snapshot = JSON.stringify(await progressOf(ctx, row));
    if (snapshot !== last) {
      res.write(`data: ${snapshot}\n\n`);
      last = snapshot;
    }
    if (row.status === 'ready' || row.status === 'failed') break;
    await follower.next(RECHECK_MS);
  }
  follower.stop();
  res.end();
  return reply;
}
