// Sends an MP3 with byte-range support, so the browser's audio element can seek and show duration.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function sendAudio(req: FastifyRequest, reply: FastifyReply, data: Buffer, fileName?: string): FastifyReply {
  reply.header('content-type', 'audio/mpeg').header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=86400');
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  const range = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '');
  if (!range) return reply.send(data);
  const size = data.length;
  let start = range[1] ? Number(range[1]) : size - Number(range[2] ?? 0);
  let end = range[1] && range[2] ? Number(range[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(size - 1, end);
  if (start > end || start >= size) {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  return reply.status(206).header('content-range', `bytes ${start}-${end}/${size}`).send(data.subarray(start, end + 1));
}
