import type { Moderator } from '../../ai/types.ts';
import { checkChildName } from '../../ai/offline/moderator/check-child-name.ts';
import { AppError } from '../../http/app-error.ts';

const UNSAFE_MESSAGE: Record<'childName' | 'customPrompt', string> = {
  childName: "This name can't be used in a children's story. Please use only the child's first name.",
  customPrompt: "Some of these ideas aren't suitable for a children's story. Please change them and try again.",
};

/** The child's name and custom ideas pass the safety check before a credit is taken (DECISIONS.md). */
export async function checkStoryInput(moderator: Moderator, req: { childName: string; customPrompt: string; language: string }): Promise<void> {
  if (req.childName) {
    const shape = checkChildName(req.childName);
    if (!shape.ok) {
      const message = shape.reason === 'name-characters'
        ? 'Please use only letters, spaces, hyphens and apostrophes in the name.'
        : UNSAFE_MESSAGE.childName;
      throw new AppError('unsafe_input', message, 'childName');
    }
  }
  for (const field of ['childName', 'customPrompt'] as const) {
    const text = req[field];
    if (!text) continue;
    const verdict = await moderator.check(text, { language: req.language, kind: 'input' });
    if (!verdict.ok) throw new AppError('unsafe_input', UNSAFE_MESSAGE[field], field);
  }
}
