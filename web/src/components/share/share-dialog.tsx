import { Link2Off, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { ShareLinkField, ShareMessage, SocialButtons } from './share-parts';
import { copyText } from './share-targets';
import { useShareLink } from './use-share-link';

// The sharing dialog (DECISIONS.md 'Sharing'): an unguessable public link, read-only, that the
// owner can revoke. Used by the library's cards and by the reader.
export interface ShareDialogProps {
  storyId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the dialog closes, when it was opened from a menu that is gone by then. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

export function ShareDialog({ storyId, title, open, onOpenChange, returnFocusTo }: ShareDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-line bg-card p-5 shadow-lift sm:p-6"
          data-testid="share-dialog"
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo?.current) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
        >
          <div className="flex items-start justify-between gap-3">
            <Dialog.Title className="min-w-0 font-display text-xl font-bold text-ink">{t('library.share.title', { title })}</Dialog.Title>
            <Dialog.Close aria-label={t('library.share.close')} className="-mt-1 -mr-1 flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep hover:text-ink">
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1.5 text-ink-soft">{t('library.share.description')}</Dialog.Description>
          {open && <ShareBody storyId={storyId} title={title} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ShareBody({ storyId, title }: { storyId: string; title: string }) {
  const { t } = useTranslation();
  const [stopped, setStopped] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { link, create, text, stop } = useShareLink(storyId, title, true);
  const [edited, setEdited] = useState<string | null>(null);
  const message = edited ?? text.data ?? '';

  async function copy(value: string, success: string, failure: string): Promise<boolean> {
    try {
      await copyText(value);
      toast.success(success);
      // The dialog hides the page (and its toasts) from screen readers: say it here too.
      setAnnouncement(success);
      return true;
    } catch {
      toast.error(failure);
      setAnnouncement(failure);
      return false;
    }
  }

  if (stopped) {
    return (
      <div className="mt-5 rounded-2xl bg-paper p-4" data-testid="share-stopped">
        <p className="flex items-center gap-2 font-semibold text-ink"><Link2Off className="h-5 w-5 text-coral-600" aria-hidden />{t('library.share.stopped')}</p>
        <p className="mt-1 text-sm text-ink-soft">{t('library.share.stoppedBody')}</p>
        <Button variant="calm" className="mt-4" disabled={create.isPending} onClick={() => create.mutate(undefined, { onSuccess: () => setStopped(false) })}>
          {t('library.share.shareAgain')}
        </Button>
      </div>
    );
  }

  if (link.isPending) {
    return (
      <p className="mt-6 flex items-center gap-3 text-ink-soft" role="status">
        <Spinner /> {t('library.share.loading')}
      </p>
    );
  }

  if (link.isError) {
    return (
      <div role="alert" className="mt-5 rounded-2xl bg-coral-50 p-4">
        <p className="font-semibold text-coral-600">{t('library.share.failed')}</p>
        <p className="mt-1 text-sm text-ink-soft">{t('library.share.failedBody')}</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void link.refetch()}>{t('library.share.retry')}</Button>
      </div>
    );
  }

  if (link.data === null) {
    // Not shared: nothing is public until the parent says so.
    return (
      <div className="mt-5 rounded-2xl bg-paper p-4" data-testid="share-not-yet">
        <p className="text-ink">{t('library.share.notShared')}</p>
        <Button className="mt-4" disabled={create.isPending} onClick={() => create.mutate()}>
          {create.isPending ? t('library.share.creating') : t('library.share.create')}
        </Button>
      </div>
    );
  }

  const url = link.data.url;
  return (
    <div className="mt-5 flex flex-col gap-5">
      <ShareLinkField url={url} onCopy={() => copy(url, t('library.share.copied'), t('library.share.copyFailed'))} />
      <SocialButtons url={url} text={message} title={title} />
      <ShareMessage
        value={message}
        loading={text.isPending}
        onChange={setEdited}
        onCopy={() => copy(message, t('library.share.textCopied'), t('library.share.copyFailed'))}
      />
      <div className="flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-ink-soft">{t('library.share.stopHint')}</p>
        <Button
          variant="soft"
          size="sm"
          disabled={stop.isPending}
          onClick={() => stop.mutate(undefined, { onSuccess: () => setStopped(true) })}
        >
          {stop.isPending ? <Spinner className="h-4 w-4 text-current" /> : <Link2Off className="h-4 w-4" aria-hidden />}
          {stop.isPending ? t('library.share.stopping') : t('library.share.stop')}
        </Button>
      </div>
      <p className="sr-only" role="status" aria-live="polite">{announcement}</p>
    </div>
  );
}
