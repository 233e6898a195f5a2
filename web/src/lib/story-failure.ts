import type { StoryFailure } from '@storyloom/contracts/stories';
import type { TFunction } from '../i18n';

/** Why a story failed, in the reader's language: the server sends a code (STORY_FAILURES), never a sentence. */
export function storyFailureText(t: TFunction, failure: StoryFailure | null): string {
  return failure ? t(`errors.storyFailure.${failure}`) : t('errors.unknown');
}
