import type { DeleteStoryResponse } from '@storyloom/contracts/stories';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { useDeleteStory } from '../api/delete-story';

/**
 * Deletes a story and says so (SPEC §4 'Delete'): the toast gives the date-time, whether the credit
 * came back (and if not, why), and how many stories are left out of the month's total.
 */
export function useDeleteStoryWithToast() {
  const { t, i18n } = useTranslation();
  const mutation = useDeleteStory();

  function describe(result: DeleteStoryResponse): string {
    const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(result.deletedAt),
    );
    const at = t('library.delete.doneAt', { dateTime });
    // -1 means unlimited: there is no count to give back.
    if (result.storiesPerMonth < 0) return at;
    const counts = { remaining: result.storiesRemaining, total: result.storiesPerMonth };
    if (result.credit === 'returned') return `${at} ${t('library.delete.creditBack', counts)}`;
    // A story already used keeps its credit spent (DECISIONS.md 'Plans and limits'): say which use.
    const why = result.credit === 'exported' || result.credit === 'shared' || result.credit === 'read' ? ` ${t(`library.delete.creditKept.${result.credit}`)}` : '';
    return `${at}${why} ${t('library.delete.credits', counts)}`;
  }

  async function deleteStory(storyId: string): Promise<boolean> {
    try {
      const result = await mutation.mutateAsync(storyId);
      toast.success(t('library.delete.done'), { description: describe(result) });
      return true;
    } catch {
      toast.error(t('library.delete.failed'), { description: t('library.delete.failedBody') });
      return false;
    }
  }

  return { deleteStory, deleting: mutation.isPending };
}
