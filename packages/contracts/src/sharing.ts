import { z } from 'zod';

/** A story's public link (DECISIONS.md 'Sharing'). */
export const shareLinkSchema = z.object({ token: z.string(), url: z.string() });
export type ShareLink = z.infer<typeof shareLinkSchema>;
/** GET /api/stories/:id/share: null while the story is not shared (opening the dialog publishes nothing). */
export const shareLinkOrNullSchema = shareLinkSchema.nullable();
export const unshareResponseSchema = z.object({ shared: z.literal(false) });

export const storyShareTextBodySchema = z.object({ platform: z.string().max(30).default('general') }).default({ platform: 'general' });
export const shareTextBodySchema = z.object({ title: z.string().min(1).max(200), description: z.string().max(2000).default(''), language: z.string().max(20).optional() });
export const shareTextResponseSchema = z.object({ shareText: z.string() });
