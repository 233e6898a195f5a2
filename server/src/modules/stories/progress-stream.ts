// Live generation progress as server-sent events. It reads the story row, so it works whichever
// process runs the job: at once when this process's pipeline stores a step (story-signals.ts), else
// every POLL_MS; the browser falls back to polling GET /api/stories/{id}/progress when EventSource is
// unavailable.
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { stories } from '../../db/schema/index.ts';
import { progressOf } from './story-progress.ts';
import { nextChange } from './story-signals.ts';

const POLL_MS = 250;
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
    await nextChange(storyId, POLL_MS);
  }
  res.end();
  return reply;
}
