import type { StoryProgress } from '@storyloom/contracts/stories';
import { Check } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from '../../../i18n/use-translation';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { GENERATION_STEPS, stepOf } from '../generation-steps';
import { LogoMark } from '../../../components/ui/logo';
import type { WriterKind } from '../api/generate-story';

/**
 * The progress overlay of SPEC §2: percent, the steps with the current one highlighted, chapters
 * written and the estimate of the writer in use. It cannot be dismissed by a stray click or Escape while the story is written.
 */
export function ProgressOverlay({ progress, writer }: { progress: StoryProgress | null; writer: WriterKind | null }) {
  const { t } = useTranslation();
  const open = progress !== null;
  const percent = progress?.progress ?? 0;
  const current = progress ? stepOf(progress) : 'preparing';
  const currentIndex = GENERATION_STEPS.indexOf(current);
  const keep = (event: Event) => event.preventDefault();

  return (
    <Dialog.Root open={open}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/55 backdrop-blur-sm" />
        <Dialog.Content
          onEscapeKeyDown={keep}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
          data-testid="generation-progress"
          className="fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100vw-24px)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-card p-6 shadow-lift outline-none sm:p-8"
        >
          <div className="flex flex-col items-center text-center">
            <LogoMark className="h-14 w-14 animate-pulse" />
            <Dialog.Title className="mt-3 font-display text-2xl font-extrabold text-ink">
              {current === 'ready' ? t('generator.toast.readyTitle') : t('generator.progress.title')}
            </Dialog.Title>
            <Dialog.Description className="mt-1 text-ink-soft">
              {current === 'ready' ? t('generator.progress.subtitleReady') : t('generator.progress.subtitle')}
            </Dialog.Description>
            <p className="mt-4 font-display text-5xl font-extrabold text-coral-600 tabular-nums" data-testid="generation-percent">
              {t('generator.progress.percent', { percent })}
            </p>
          </div>
          <ProgressBar className="mt-4" value={percent} label={t('generator.progress.title')} />
          <ol className="mt-6 space-y-2.5" aria-label={t('generator.progress.stepsLabel')}>
            {GENERATION_STEPS.map((step, index) => {
              const done = index < currentIndex || (step === 'ready' && current === 'ready');
              const isCurrent = index === currentIndex && !done;
              return (
                <li
                  key={step}
                  aria-current={isCurrent ? 'step' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-2xl px-3 py-2 transition-colors',
                    isCurrent && 'bg-coral-50 font-semibold text-ink',
                    done && 'text-ink',
                    !done && !isCurrent && 'text-ink-soft',
                  )}
                >
                  <span
                    className={cn(
                      'flex h-7 w-7 shrink-0 items-center justify-center rounded-full border-2 text-xs font-bold',
                      done && 'border-teal-600 bg-teal-600 text-white',
                      isCurrent && 'animate-pulse border-coral-500 text-coral-600',
                      !done && !isCurrent && 'border-line',
                    )}
                  >
                    {done ? <Check className="h-4 w-4" aria-hidden /> : index + 1}
                  </span>
                  <span className="flex-1">{t(`generator.progress.steps.${step}`)}</span>
                  {step === 'writing' && progress && progress.chapterCount > 0 && (
                    <span className="text-sm tabular-nums text-ink-soft" data-testid="chapters-written">
                      {t('generator.progress.chapters', { done: progress.chaptersDone, total: progress.chapterCount })}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          {/* The estimate of the writer in use (issue 14), once the server has said which it is. */}
          {writer && current !== 'ready' && (
            <p className="mt-5 text-center text-sm text-ink-soft" data-testid="generation-estimate">{t(`generator.progress.estimate.${writer}`)}</p>
          )}
          <p className="sr-only" aria-live="polite">{t(`generator.progress.steps.${current}`)}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
