// The OpenAPI 3.1 document, generated from the zod contracts every route validates with
// (@fastify/swagger + fastify-type-provider-zod), at /api/docs/json, and a browsable page at
// /api/docs (@fastify/swagger-ui serves its own files: nothing comes from a CDN, so the page works
// offline and under the app's Content-Security-Policy).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PATH = '/api/docs';

export async function registerOpenApi(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Storyloom API',
        version: '1.0.0',
        description: 'Every call of the Storyloom web app. Pro families may call the story API (generate, list, search, read, pictures, downloads) with a personal API key as a bearer token; account and billing calls need the session.',
      },
      servers: [{ url: publicUrl }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A session token, or a Pro API key (slk_…) on the story API.' } } },
      security: [{ bearer: [] }],
    },
    // Only the API is described; the web app's own pages and the docs themselves are not.
    transform: (input) => (input.url.startsWith('/api/') && !input.url.startsWith(DOCS_PATH)
      ? jsonSchemaTransform(input)
      : { schema: { ...input.schema, hide: true }, url: input.url }),
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PATH, staticCSP: false, uiConfig: { deepLinking: true } });
}
