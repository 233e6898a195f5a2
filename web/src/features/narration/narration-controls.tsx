// Header buttons for narration, auto-play and the audiobook (SPEC §2 reader header, issue 5).
import { Tooltip } from 'radix-ui';
import { Headphones, PlayCircle, Square, Volume2 } from 'lucide-react';
import { useTranslation } from '../../i18n/use-translation';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { AudiobookDialog } from './components/audiobook-dialog';
import { ControlButton } from './components/control-button';
import { useNarration } from './narration-context';

export function NarrationControls({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { mode, autoPlay, toggleNarration, toggleAutoPlay } = useNarration();
  const narrating = mode !== 'idle';

  return (
    <Tooltip.Provider delayDuration={700}>
      <div role="group" aria-label={t('narration.controlsLabel')} className={cn('flex items-center gap-1', className)}>
        <ControlButton
          label={t('narration.toggle')}
          hint={mode === 'loading' ? t('narration.preparing') : narrating ? t('narration.toggleStop') : t('narration.toggleStart')}
          pressed={narrating}
          aria-busy={mode === 'loading' && !autoPlay}
          onClick={toggleNarration}
        >
          {mode === 'loading' && !autoPlay ? (
            <Spinner className="h-5 w-5 text-current" />
          ) : narrating ? (
            <Volume2 aria-hidden className="h-5 w-5" />
          ) : (
            <Headphones aria-hidden className="h-5 w-5" />
          )}
        </ControlButton>
        <ControlButton
          label={t('narration.autoPlay')}
          hint={autoPlay ? t('narration.autoPlayStop') : t('narration.autoPlayStart')}
          pressed={autoPlay}
          onClick={toggleAutoPlay}
        >
          {autoPlay ? <Square aria-hidden className="h-4 w-4 fill-current" /> : <PlayCircle aria-hidden className="h-5 w-5" />}
        </ControlButton>
        <AudiobookDialog />
      </div>
    </Tooltip.Provider>
  );
}
