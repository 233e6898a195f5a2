import type { TFunction } from '../../../i18n';
import { toast } from 'sonner';
import { isApiError } from '../../../lib/api';

/** Fields the server may name in a 400 that the form shows next to the field. */
export type FieldErrorKey = 'childName' | 'customPrompt' | 'language';
export type FieldErrors = Partial<Record<FieldErrorKey, string>>;

export type ErrorOutcome = { kind: 'signIn' } | { kind: 'field'; field: FieldErrorKey; message: string } | { kind: 'shown' };

function isFieldErrorKey(value: string | undefined): value is FieldErrorKey {
  return value === 'childName' || value === 'customPrompt' || value === 'language';
}

/** SPEC §8 'Generation': what a failed request means for the parent, with its toast. */
export function handleGenerationError(t: TFunction, error: unknown, language: string, seePlans?: () => void): ErrorOutcome {
  // The limit toasts lead to the pricing page (issue 11).
  const plansAction = seePlans ? { action: { label: t('generator.usage.seePlans'), onClick: seePlans } } : {};
  const message = error instanceof Error ? error.message : '';
  if ((isApiError(error) && error.status === 401) || message.includes('Unauthorized')) return { kind: 'signIn' };
  if (isApiError(error)) {
    switch (error.code) {
      case 'story_limit_reached':
        toast.error(t('generator.toast.storyLimitTitle'), { description: t('errors.story_limit_reached'), ...plansAction });
        return { kind: 'shown' };
      case 'chapter_limit_exceeded':
        toast.error(t('generator.toast.chapterLimitTitle'), { description: t('errors.chapter_limit_exceeded'), ...plansAction });
        return { kind: 'shown' };
      case 'art_style_locked':
        toast.error(t('generator.toast.artStyleLockedTitle'), { description: t('errors.art_style_locked') });
        return { kind: 'shown' };
      case 'unsafe_input':
      case 'language_needs_ai_model': {
        const fallback = t(`errors.${error.code}`);
        // The server's message says what was refused; it is written in English, so French shows ours.
        const serverMessage = language.startsWith('en') ? error.serverMessage : undefined;
        const fieldMessage = error.code === 'unsafe_input' ? (serverMessage ?? fallback) : fallback;
        toast.error(t('generator.toast.checkTitle'), { description: fieldMessage });
        const field = error.code === 'language_needs_ai_model' ? 'language' : error.field;
        return isFieldErrorKey(field) ? { kind: 'field', field, message: fieldMessage } : { kind: 'shown' };
      }
      default:
        break;
    }
    if (/limit (reached|exceeded)/i.test(error.serverMessage ?? '')) {
      toast.error(t('generator.toast.limitTitle'), { description: t('generator.toast.limitBody'), ...plansAction });
      return { kind: 'shown' };
    }
  }
  toast.error(t('generator.toast.failedTitle'), { description: t('errors.unknown') });
  return { kind: 'shown' };
}
