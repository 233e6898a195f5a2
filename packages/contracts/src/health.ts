import { z } from 'zod';

/** GET /api/health: up, and on which kind of database. */
export const healthSchema = z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) });
