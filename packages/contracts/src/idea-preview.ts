import { z } from 'zod';
import { MAX_CHILD_NAME, MAX_CUSTOM_PROMPT, STORY_LANGUAGES } from './options.ts';

/** POST /api/stories/preview-idea: what of the parent's idea the story will use, before a credit is spent
 * (issue 10 'The idea drives the plot'). Costs nothing. */
export const ideaPreviewRequestSchema = z.object({
  customPrompt: z.string().trim().max(MAX_CUSTOM_PROMPT, `At most ${MAX_CUSTOM_PROMPT} characters.`),
  language: z.enum(STORY_LANGUAGES, { error: 'Please choose a language.' }),
  childName: z.string().trim().max(MAX_CHILD_NAME, `At most ${MAX_CHILD_NAME} characters.`).optional(),
});
export type IdeaPreviewRequest = z.input<typeof ideaPreviewRequestSchema>;

export const ideaPreviewResponseSchema = z.object({
  /** Parts of the idea the story will use, in the story's language ('a red umbrella', 'a storm'). */
  used: z.array(z.string()),
  /** Parts it could not use. */
  unused: z.array(z.string()),
});
export type IdeaPreviewResponse = z.infer<typeof ideaPreviewResponseSchema>;
