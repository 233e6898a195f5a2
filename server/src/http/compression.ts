// Compression of the API's answers (issue 16.1): brotli or gzip, as the client accepts, for JSON,
// SVG, text and EPUB. Static files are compressed once at build time instead (http/static.ts).
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    // Brotli's default (11) is for build time; at 4 it still beats gzip and costs about as little.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // EPUB is a zip whose text is stored as well as deflated; MP3, PNG and PDF gain nothing.
    customTypes: /^text\/(?!event-stream)|^application\/(json|javascript|xml|epub\+zip)|\+json$|\+xml$|^image\/svg\+xml/,
  });
}
