// /api/admin/*: thin routes over one service each. The guard is a hook on the whole scope, so a
// route added here can never forget it (and admin-routes.test.ts checks every one from the route list).
import {
  adminAuditPageSchema, adminGenerationPageSchema, adminListQuerySchema, adminMessagePageSchema, adminMessageSchema, adminMessagesQuerySchema,
  adminOverviewSchema, adminStoryPageSchema, adminUserPageSchema, adminUserSchema, adminUserStoriesSchema, adminChangePlanBodySchema,
  markMessageBodySchema, retryGenerationResponseSchema, setAdminBodySchema, setSuspendedBodySchema,
} from '@storyloom/contracts/admin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { changeUserPlan } from './change-user-plan.ts';
import { getCachedOverview } from './get-overview.ts';
import { listAudit } from './list-audit.ts';
import { listGenerations } from './list-generations.ts';
import { listMessages } from './list-messages.ts';
import { listStories } from './list-stories.ts';
import { listUserStories } from './list-user-stories.ts';
import { listUsers } from './list-users.ts';
import { markMessage } from './mark-message.ts';
import { requireAdmin, type AdminActor } from './require-admin.ts';
import { retryGeneration, stuckBefore } from './retry-generation.ts';
import { setUserAdmin } from './set-user-admin.ts';
import { setUserSuspended } from './set-user-suspended.ts';

export const ADMIN_PREFIX = '/api/admin';
const idParams = z.object({ id: z.string() });

export async function registerAdminRoutes(server: FastifyInstance, ctx: AppContext): Promise<void> {
  await server.register(
    async (scope) => {
      const actors = new WeakMap<FastifyRequest, AdminActor>();
      // onRequest runs before validation: a signed-out or non-admin caller learns nothing from a 400.
      scope.addHook('onRequest', async (req) => {
        actors.set(req, await requireAdmin(ctx, req));
      });
      const actor = (req: FastifyRequest): AdminActor => {
        const found = actors.get(req);
        if (!found) throw new Error('admin route reached without its guard');
        return found;
      };
      const app = scope.withTypeProvider<ZodTypeProvider>();
      const { db } = ctx.database;
      const admins = ctx.config.adminEmails;

      app.get('/overview', { schema: { response: { 200: adminOverviewSchema } } }, async () => getCachedOverview(db));
      app.get('/users', { schema: { querystring: adminListQuerySchema, response: { 200: adminUserPageSchema } } }, async (req) =>
        listUsers(db, req.query, admins));
      app.get('/stories', { schema: { querystring: adminListQuerySchema, response: { 200: adminStoryPageSchema } } }, async (req) =>
        listStories(db, req.query));
      app.get('/users/:id/stories', { schema: { params: idParams, querystring: adminListQuerySchema, response: { 200: adminUserStoriesSchema } } }, async (req) =>
        listUserStories(db, req.params.id, req.query, admins));
      app.put('/users/:id/plan', { schema: { params: idParams, body: adminChangePlanBodySchema, response: { 200: adminUserSchema } } }, async (req) =>
        changeUserPlan(ctx, actor(req), req.params.id, req.body, admins));
      app.put('/users/:id/admin', { schema: { params: idParams, body: setAdminBodySchema, response: { 200: adminUserSchema } } }, async (req) =>
        setUserAdmin(db, actor(req), req.params.id, req.body.isAdmin, admins));
      app.put('/users/:id/suspension', { schema: { params: idParams, body: setSuspendedBodySchema, response: { 200: adminUserSchema } } }, async (req) =>
        setUserSuspended(db, actor(req), req.params.id, req.body.suspended, admins));
      app.get('/messages', { schema: { querystring: adminMessagesQuerySchema, response: { 200: adminMessagePageSchema } } }, async (req) =>
        listMessages(db, req.query));
      app.put('/messages/:id/read', { schema: { params: idParams, body: markMessageBodySchema, response: { 200: adminMessageSchema } } }, async (req) =>
        markMessage(db, actor(req), req.params.id, req.body.read));
      app.get('/generations', { schema: { querystring: adminListQuerySchema, response: { 200: adminGenerationPageSchema } } }, async (req) =>
        listGenerations(db, req.query, stuckBefore(ctx)));
      app.post('/generations/:id/retry', { schema: { params: idParams, response: { 200: retryGenerationResponseSchema } } }, async (req) =>
        retryGeneration(ctx, actor(req), req.params.id));
      app.get('/audit', { schema: { querystring: adminListQuerySchema, response: { 200: adminAuditPageSchema } } }, async (req) =>
        listAudit(db, req.query));
    },
    { prefix: ADMIN_PREFIX },
  );
}
