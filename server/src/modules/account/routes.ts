// The family's account (issue 11): export, sign out everywhere, delete.
import { deleteAccountBodySchema, deleteAccountResponseSchema, signOutEverywhereResponseSchema } from '@storyloom/contracts/account';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../auth/current-user.ts';
import { deleteAccount } from './delete-account.ts';
import { exportAccount } from './export-account.ts';
import { signOutEverywhere } from './sign-out-everywhere.ts';

const SESSION_COOKIES = ['better-auth.session_token', '__Secure-better-auth.session_token'];

export function registerAccountRoutes(server: FastifyInstance, ctx: AppContext): void {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.get('/api/account/export', async (req, reply) => {
    const user = await requireUser(ctx, req);
    const zip = await exportAccount(ctx, user);
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="storyloom-export-${day}.zip"`)
      .header('cache-control', 'private, no-store')
      .send(zip);
  });

  app.post('/api/account/sign-out-everywhere', { schema: { response: { 200: signOutEverywhereResponseSchema } } }, async (req, reply) => {
    const result = await signOutEverywhere(ctx, await requireUser(ctx, req));
    for (const name of SESSION_COOKIES) reply.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
    return result;
  });

  app.delete('/api/account', { schema: { body: deleteAccountBodySchema, response: { 200: deleteAccountResponseSchema } } }, async (req) =>
    deleteAccount(ctx, await requireUser(ctx, req), req.body.confirmEmail),
  );
}
