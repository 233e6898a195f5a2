// The API reads JSON only. Fastify also parses text/plain by default; a text/plain POST is one a page
// on any site can send with the family's cookie and no CORS preflight, and none of our clients sends
// one, so it is refused with a 415 like every other content type we do not read.
import type { FastifyInstance } from 'fastify';

export function acceptJsonOnly(app: FastifyInstance): void {
  app.removeContentTypeParser('text/plain');
}
