import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { MAX_REGENERATIONS } from '@storyloom/contracts/options';
import { isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { useRegenerateStory } from '../api/regenerate-story';

const REDIRECT_DELAY_MS = 500;

/** Starts a regeneration and shows SPEC §8's messages when it cannot start. */
export function useRegenerateWithToast() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const mutation = useRegenerateStory();

  async function regenerate(storyId: string): Promise<void> {
    try {
      await mutation.mutateAsync(storyId);
      toast.info(t('library.regenerate.started'), { description: t('library.regenerate.startedBody') });
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        toast.error(t('library.regenerate.loggedOut'));
        window.setTimeout(() => void navigate('/auth'), REDIRECT_DELAY_MS);
        return;
      }
      if (isApiError(error) && error.code === 'regeneration_limit_reached') {
        toast.error(t('library.regenerate.limit'), {
          description: t('errors.regeneration_limit_reached', { max: MAX_REGENERATIONS }),
        });
        return;
      }
      const known = isApiError(error) && error.code !== 'unknown';
      toast.error(t('library.regenerate.failed'), {
        description: known ? errorMessage(t, error) : t('library.regenerate.failedBody'),
      });
    }
  }

  return { regenerate, regenerating: mutation.isPending };
}
