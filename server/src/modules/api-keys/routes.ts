import { apiKeyListSchema, createApiKeyBodySchema, createdApiKeySchema, revokeApiKeyResponseSchema } from '@storyloom/contracts/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/current-user.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './manage-api-keys.ts';

/** Managing keys needs the family's session: a key cannot make or list keys. */
export function registerApiKeyRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.get('/api/account/api-keys', { schema: { response: { 200: apiKeyListSchema } } }, async (req) => listApiKeys(ctx, await requireUser(ctx, req)));
  app.post('/api/account/api-keys', { schema: { body: createApiKeyBodySchema, response: { 200: createdApiKeySchema } } }, async (req) =>
    createApiKey(ctx, await requireUser(ctx, req), req.body.name),
  );
  app.delete('/api/account/api-keys/:id', { schema: { params: z.object({ id: z.string() }), response: { 200: revokeApiKeyResponseSchema } } }, async (req) =>
    revokeApiKey(ctx, await requireUser(ctx, req), req.params.id),
  );
}
