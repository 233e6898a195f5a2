// Sends audio with byte-range support, so the browser's audio element can seek and show duration.
import type { FastifyReply, FastifyRequest } from 'fastify';

export function sendAudio(
  req: FastifyRequest,
  reply: FastifyReply,
  data: Buffer,
  opts: { contentType?: string; fileName?: string } = {},
): FastifyReply {
  // A page's WAV is replaced by its MP3 under the same address, so it must not be cached for long.
  const maxAge = opts.contentType === 'audio/wav' ? 0 : 86400;
  reply.header('content-type', opts.contentType ?? 'audio/mpeg').header('accept-ranges', 'bytes').header('cache-control', `private, max-age=${maxAge}`);
  if (opts.fileName) reply.header('content-disposition', `attachment; filename="${opts.fileName}"`);
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
