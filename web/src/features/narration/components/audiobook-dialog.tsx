import { Dialog } from 'radix-ui';
import { BookAudio, Download, X } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { audiobookUrl } from '../api/page-narration';
import { fullscreenContainer } from '../lib/fullscreen-container';
import { useAudiobook } from '../hooks/use-audiobook';
import { useNarration } from '../narration-context';
import { AudiobookPlayer } from './audiobook-player';
import { ControlButton } from './control-button';

/** The header's audiobook button and its panel: generate with progress, then listen or download. */
export function AudiobookDialog() {
  const { t } = useTranslation();
  const narration = useNarration();
  // Held here, outside the panel: closing it stops the sound but keeps what was generated.
  const { state, generate } = useAudiobook(narration.source, narration.totalPages);
  const stopNarration = () => {
    if (narration.mode !== 'idle' || narration.autoPlay) narration.stop();
  };

  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        <ControlButton label={t('narration.audiobook.open')} hint={t('narration.audiobook.openHint')}>
          <BookAudio aria-hidden className="h-5 w-5" />
        </ControlButton>
      </Dialog.Trigger>
      <Dialog.Portal container={fullscreenContainer()}>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-ink/45 backdrop-blur-[2px]" />
        <Dialog.Content className="animate-fade-in fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[min(calc(100vw-1.5rem),32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl border border-line bg-card p-5 shadow-lift sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="font-display text-2xl font-extrabold text-ink">{t('narration.audiobook.title')}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('common.close')} className="-mt-1 -mr-2">
                <X aria-hidden className="h-5 w-5" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 mb-5 text-ink-soft">{t('narration.audiobook.description')}</Dialog.Description>

          {state.status === 'idle' && (
            <Button variant="primary" onClick={() => void generate()} className="w-full">
              <BookAudio aria-hidden className="h-5 w-5" />
              {t('narration.audiobook.generate')}
            </Button>
          )}
          {state.status === 'generating' && (
            <div className="grid gap-2" aria-live="polite">
              <ProgressBar value={(state.done / state.total) * 100} label={t('narration.audiobook.progressLabel')} />
              <p className="text-sm text-ink-soft tabular-nums">
                {t('narration.audiobook.generating', { done: Math.min(state.done + 1, state.total), total: state.total })}
              </p>
            </div>
          )}
          {state.status === 'ready' && <AudiobookPlayer segments={state.segments} lang={narration.storyLang} onStart={stopNarration} />}

          <div className="mt-6 border-t border-line pt-4">
            <a href={audiobookUrl(narration.source)} download className={buttonClasses('outline', 'sm')}>
              <Download aria-hidden className="h-4 w-4" />
              {t('narration.audiobook.download')}
            </a>
            <p className="mt-2 text-xs text-ink-soft">{t('narration.audiobook.downloadHint')}</p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
