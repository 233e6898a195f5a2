// POST /api/stories/preview-idea (contracts/idea-preview.ts): what of the parent's idea the story will use,
// before a credit is spent. The offline storyteller's reader says it part by part; a configured AI
// service reads the whole idea, so all of it is used.
import type { IdeaPreviewResponse } from '@storyloom/contracts/idea-preview';
import type { StoryLanguage } from '@storyloom/contracts/options';
import type { AppContext } from '../../context.ts';
import { langOf, readIdea } from '../../ai/offline/storyteller/languages.ts';
import { checkStoryInput } from './check-story-input.ts';

export async function previewIdea(
  ctx: Pick<AppContext, 'ai'>,
  req: { customPrompt: string; language: StoryLanguage; childName?: string | undefined },
): Promise<IdeaPreviewResponse> {
  const text = req.customPrompt.trim();
  if (!text) return { used: [], unused: [] };
  // The same safety check as the generator's: an unsafe idea gets the same 400 here, before any story.
  await checkStoryInput(ctx.ai.moderator, { childName: req.childName ?? '', customPrompt: text, language: req.language });
  if (ctx.ai.usesService) return { used: [text], unused: [] };
  const reading = readIdea(langOf(req.language), text);
  // The child's own name is the hero, not an idea left unused.
  const child = (req.childName ?? '').trim().toLowerCase();
  return { used: reading.used, unused: reading.unused.filter((u) => !child || u.trim().toLowerCase() !== child) };
}
