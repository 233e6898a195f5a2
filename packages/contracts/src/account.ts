import { z } from 'zod';

/** DELETE /api/account: the parent types their e-mail to confirm. */
export const deleteAccountBodySchema = z.object({
  confirmEmail: z.string({ error: 'Please type your e-mail address to confirm.' }).trim().min(1, 'Please type your e-mail address to confirm.'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

/** SPEC §9 FAQ: an account deletion is handled within 48 hours; ours is done at once. */
export const ACCOUNT_DELETION_HOURS = 48;

export const API_KEY_PREFIX = 'slk_';
export const MAX_API_KEYS = 10;

export const createApiKeyBodySchema = z.object({
  name: z.string({ error: 'Please name the key.' }).trim().min(1, 'Please name the key.').max(60, 'At most 60 characters.'),
});
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters, so the parent can tell keys apart; the rest is never shown again. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyListSchema = z.array(apiKeySchema);
export const revokeApiKeyResponseSchema = z.object({ revoked: z.literal(true) });
export const signOutEverywhereResponseSchema = z.object({ sessionsEnded: z.number().int() });
export const deleteAccountResponseSchema = z.object({ deleted: z.literal(true) });
