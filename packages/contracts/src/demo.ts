import { z } from 'zod';
import { AGE_GROUPS, CHARACTERS, MAX_CHILD_NAME, OFFLINE_STORY_LANGUAGES, THEMES } from './options.ts';

/** POST /api/demo/preview: the landing page's one-page preview (DECISIONS.md 'Landing page'). */
export const demoRequestSchema = z.object({
  character: z.enum(CHARACTERS, { error: 'Please choose a character.' }),
  theme: z.enum(THEMES, { error: 'Please choose a theme.' }),
  language: z.enum(OFFLINE_STORY_LANGUAGES, { error: 'The demo writes in English or French.' }).default('english'),
  ageGroup: z.enum(AGE_GROUPS).default('5-8'),
  childName: z.string().trim().max(MAX_CHILD_NAME).default(''),
});
export type DemoPreviewRequest = z.input<typeof demoRequestSchema>;
export const demoResponseSchema = z.object({ title: z.string(), text: z.string(), imageUrl: z.string() });
export type DemoPreview = z.infer<typeof demoResponseSchema>;
