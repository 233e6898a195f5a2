import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Button } from '../../../components/ui/button';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import type { AudiobookSegment } from '../hooks/use-audiobook';
import { useSegmentPlayer } from '../hooks/use-segment-player';
import { formatDuration } from '../lib/format-duration';

interface AudiobookPlayerProps {
  segments: AudiobookSegment[];
  /** Language of the segment titles (the story's). */
  lang: string | undefined;
  onStart: () => void;
}

export function AudiobookPlayer({ segments, lang, onStart }: AudiobookPlayerProps) {
  const { t } = useTranslation();
  const { audioRef, index, playing, timeMs, playAt, toggle } = useSegmentPlayer(segments, onStart);
  const current = segments[index];
  const totalMs = segments.reduce((sum, segment) => sum + segment.durationMs, 0);
  if (!current) return null;

  return (
    <div className="grid gap-4">
      <audio ref={audioRef} preload="none" data-audiobook-audio="" hidden />
      <p className="text-sm text-ink-soft">{t('narration.audiobook.ready', { parts: segments.length, duration: formatDuration(totalMs) })}</p>
      <section aria-label={t('narration.audiobook.nowPlaying')} className="rounded-2xl bg-paper-deep p-4">
        <p className="text-xs font-semibold tracking-wide text-ink-soft uppercase">
          {t('narration.audiobook.position', { index: index + 1, total: segments.length })}
        </p>
        <p lang={lang} className="mt-1 truncate font-display text-lg font-bold text-ink">{current.title}</p>
        <ProgressBar className="mt-3 h-2" value={current.durationMs ? (timeMs / current.durationMs) * 100 : 0} label={current.title} />
        <p className="mt-1 flex justify-between text-xs text-ink-soft tabular-nums">
          <span>{formatDuration(timeMs)}</span>
          <span>{formatDuration(current.durationMs)}</span>
        </p>
        <div className="mt-3 flex items-center justify-center gap-3">
          <Button variant="outline" size="icon" aria-label={t('narration.audiobook.previous')} disabled={index === 0} onClick={() => playAt(index - 1)}>
            <SkipBack aria-hidden className="h-5 w-5" />
          </Button>
          <Button variant="calm" size="md" aria-label={playing ? t('narration.audiobook.pause') : t('narration.audiobook.play')} onClick={toggle}>
            {playing ? <Pause aria-hidden className="h-6 w-6" /> : <Play aria-hidden className="h-6 w-6 translate-x-px" />}
          </Button>
          <Button variant="outline" size="icon" aria-label={t('narration.audiobook.next')} disabled={index >= segments.length - 1} onClick={() => playAt(index + 1)}>
            <SkipForward aria-hidden className="h-5 w-5" />
          </Button>
        </div>
      </section>
      <ol aria-label={t('narration.audiobook.segments')} lang={lang} className="grid max-h-64 gap-1 overflow-y-auto pr-1">
        {segments.map((segment, i) => (
          <li key={segment.page}>
            <button
              type="button"
              aria-current={i === index ? 'true' : undefined}
              onClick={() => playAt(i)}
              className={cn(
                'flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm transition-colors',
                i === index ? 'bg-teal-600 font-semibold text-white' : 'text-ink hover:bg-paper-deep',
              )}
            >
              <span className="w-5 shrink-0 text-right tabular-nums opacity-80">{i + 1}</span>
              <span className="min-w-0 flex-1 truncate">{segment.title}</span>
              <span className="shrink-0 tabular-nums opacity-80">{formatDuration(segment.durationMs)}</span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
