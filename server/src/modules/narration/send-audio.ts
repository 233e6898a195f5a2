// Sends audio with byte-range support, so the browser's audio element can seek and show duration,
// and audio still being made as a stream from its first byte.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GrowingAudio } from '../../lib/audio/growing-audio.ts';

interface AudioOptions {
  contentType?: string;
  fileName?: string;
}

function audioHeaders(reply: FastifyReply, opts: AudioOptions): FastifyReply {
  // The bytes at an address never change (MP3 from the first answer), so they may be kept a day.
  reply.header('content-type', opts.contentType ?? 'audio/mpeg').header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=86400');
  if (opts.fileName) reply.header('content-disposition', `attachment; filename="${opts.fileName}"`);
  return reply;
}

export function sendAudio(req: FastifyRequest, reply: FastifyReply, data: Buffer, opts: AudioOptions = {}): FastifyReply {
  audioHeaders(reply, opts);
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

/** True for no Range header, or one asking for everything from the first byte ('bytes=0-'). */
function wantsAllFromStart(req: FastifyRequest): boolean {
  const range = req.headers.range;
  return range === undefined || /^bytes=0-$/.test(range.trim());
}

/**
 * Audio still being made: everything from the first byte is streamed as it is made (200, without a
 * length, which is what a server may answer to 'bytes=0-'); any other range waits for the whole
 * file, so that it is answered with the right bytes and the file's real size (issue 14: a 416).
 */
export async function sendGrowingAudio(
  req: FastifyRequest,
  reply: FastifyReply,
  growing: GrowingAudio,
  whole: () => Promise<Buffer>,
  opts: AudioOptions = {},
): Promise<FastifyReply> {
  if (!wantsAllFromStart(req)) return sendAudio(req, reply, await whole(), opts);
  // Headers go only once there is audio: a page that cannot be made is still answered with its error.
  await growing.started();
  return audioHeaders(reply, opts).send(Readable.from(growing.read()));
}
