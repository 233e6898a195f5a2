import { MAX_REGENERATIONS } from '@storyloom/contracts/options';
import type { StoryCard as StoryCardData } from '@storyloom/contracts/library';
import { RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { ShareDialog } from '../../../components/share/share-dialog';
import { useDeleteStoryWithToast } from '../hooks/use-delete-story';
import { useRegenerateWithToast } from '../hooks/use-regenerate-story';
import { useStoryDownload } from '../hooks/use-story-download';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StoryCardMenu, type StoryAction } from './story-card-menu';

type OpenDialog = 'share' | 'regenerate' | 'delete' | null;

const badge = 'flex h-11 w-11 items-center justify-center rounded-full';

/** The menu of a card and the dialogs it opens; a failed story also gets a visible delete button. */
export function StoryCardActions({ story, deleteButton }: { story: StoryCardData; deleteButton?: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const deleteTrigger = useRef<HTMLButtonElement>(null);
  const { deleteStory, deleting } = useDeleteStoryWithToast();
  const { regenerate, regenerating } = useRegenerateWithToast();
  const download = useStoryDownload();
  const close = (open: boolean) => !open && setDialog(null);

  function onAction(action: StoryAction) {
    if (action === 'pdf' || action === 'epub') void download(story.id, action);
    else setDialog(action);
  }

  return (
    <>
      {deleteButton && (
        <button
          ref={deleteTrigger}
          type="button"
          onClick={() => setDialog('delete')}
          className="inline-flex h-11 min-w-0 flex-1 items-center justify-center gap-2 rounded-full bg-coral-50 px-4 text-sm font-semibold text-coral-600 hover:bg-coral-100"
        >
          <Trash2 className="h-4 w-4" aria-hidden />
          {t('library.card.deleteFailed')}
        </button>
      )}
      <StoryCardMenu story={story} onAction={onAction} triggerRef={trigger} />

      <ShareDialog storyId={story.id} title={story.title} open={dialog === 'share'} onOpenChange={close} returnFocusTo={trigger} />
      <ConfirmDialog
        open={dialog === 'regenerate'}
        onOpenChange={close}
        returnFocusTo={trigger}
        icon={<span className={`${badge} bg-teal-50 text-teal-700`}><RefreshCw className="h-5 w-5" aria-hidden /></span>}
        title={t('library.regenerate.title')}
        description={t('library.regenerate.body', {
          title: story.title,
          max: MAX_REGENERATIONS,
          count: Math.max(0, MAX_REGENERATIONS - story.regenerationCount),
        })}
        confirmLabel={t('library.regenerate.confirm')}
        cancelLabel={t('library.regenerate.cancel')}
        pending={regenerating}
        variant="calm"
        onConfirm={() => void regenerate(story.id).then(() => setDialog(null))}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        returnFocusTo={deleteButton ? deleteTrigger : trigger}
        icon={<span className={`${badge} bg-coral-50 text-coral-600`}><Trash2 className="h-5 w-5" aria-hidden /></span>}
        title={t('library.delete.title')}
        description={t('library.delete.body', { title: story.title })}
        confirmLabel={t('library.delete.confirm')}
        cancelLabel={t('library.delete.cancel')}
        pendingLabel={t('library.delete.deleting')}
        pending={deleting}
        onConfirm={() =>
          void deleteStory(story.id).then((deleted) => {
            if (deleted) setDialog(null);
          })
        }
      />
    </>
  );
}
