// The narration state machine (SPEC §4 'Narration', 'Auto-play'): one audio element, the page being
// read, and auto-play turning the pages. Async answers from an older request are ignored by run id.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { pageAudioUrl, pageNarrationQuery, type PageNarration, type StorySource } from '../api/page-narration';
import { createAudioAhead } from '../lib/audio-ahead';
import { useAudioEvents } from './use-audio-events';

export type NarrationMode = 'idle' | 'loading' | 'playing' | 'paused';

// SPEC §9: after a page is read, about 1 s before the page turns and 1.5 s for the turn itself.
const PAUSE_BEFORE_TURN_MS = 1000;
const TURN_MS = 1500;

interface EngineOptions {
  source: StorySource;
  totalPages: number;
  currentPage: number;
  goToPage: (page: number) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

export function useNarrationEngine({ source, totalPages, currentPage, goToPage }: EngineOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const [mode, setModeState] = useState<NarrationMode>('idle');
  const [autoPlay, setAutoPlayState] = useState(false);
  const [narratedPage, setNarratedPage] = useState<number | null>(null);
  const [narration, setNarration] = useState<PageNarration | null>(null);
  const [bubble, setBubble] = useState<{ page: number; shownAt: number } | null>(null);

  // Refs mirror what event handlers and timers read, so they never act on a stale render.
  const live = useRef({ mode, autoPlay, narratedPage, source, totalPages, goToPage });
  live.current.source = source;
  live.current.totalPages = totalPages;
  live.current.goToPage = goToPage;
  const run = useRef(0);
  const timers = useRef<number[]>([]);
  /** The page auto-play is turning to: page changes until it is read are ours, not the reader's. */
  const turningTo = useRef<number | null>(null);
  const [ahead] = useState(createAudioAhead);

  const setMode = useCallback((next: NarrationMode) => {
    live.current.mode = next;
    setModeState(next);
  }, []);
  const setAutoPlay = useCallback((next: boolean) => {
    live.current.autoPlay = next;
    setAutoPlayState(next);
  }, []);
  const clearTimers = () => {
    timers.current.forEach((id) => window.clearTimeout(id));
    timers.current = [];
  };

  const stop = useCallback(() => {
    run.current++;
    clearTimers();
    turningTo.current = null;
    live.current.narratedPage = null;
    setMode('idle');
    setAutoPlay(false);
    setNarratedPage(null);
    setNarration(null);
    setBubble(null);
    if (audio) {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    }
    ahead.clear();
  }, [ahead, audio, setMode, setAutoPlay]);

  // SPEC §8: narration errors are only logged and narration stops; auto-play also says so.
  const fail = useCallback(
    (error: unknown) => {
      console.error('Narration failed', error);
      if (live.current.autoPlay) toast.error(t('narration.autoPlayError.title'), { description: t('narration.autoPlayError.description') });
      stop();
    },
    [stop, t],
  );

  const narrate = useCallback(
    (page: number) => {
      if (!audio) return;
      const id = ++run.current;
      clearTimers();
      turningTo.current = null;
      live.current.narratedPage = page;
      setMode('loading');
      setNarratedPage(page);
      setNarration(null);
      setBubble({ page, shownAt: Date.now() });
      const { source: from, totalPages: total } = live.current;
      // Started at once (inside the click when there is one) while the timings are fetched alongside.
      audio.src = ahead.source(pageAudioUrl(from, page));
      audio.play().catch((error: unknown) => {
        if (id === run.current && !isAbort(error)) fail(error);
      });
      queryClient.fetchQuery(pageNarrationQuery(from, page)).then(
        (data) => {
          if (id === run.current) setNarration(data);
        },
        (error: unknown) => {
          if (id === run.current) fail(error);
        },
      );
      if (live.current.autoPlay && page + 1 < total) {
        void queryClient.prefetchQuery(pageNarrationQuery(from, page + 1));
        ahead.fetch(pageAudioUrl(from, page + 1));
      }
    },
    [ahead, audio, fail, queryClient, setMode],
  );

  const onEnded = useCallback(() => {
    const page = live.current.narratedPage;
    if (page === null) return;
    if (!live.current.autoPlay) return stop();
    if (page >= live.current.totalPages - 1) {
      toast.success(t('narration.storyComplete.title'), { description: t('narration.storyComplete.description') });
      return stop();
    }
    const next = page + 1;
    setMode('loading');
    turningTo.current = next;
    timers.current.push(
      window.setTimeout(() => {
        live.current.goToPage(next);
        timers.current.push(window.setTimeout(() => narrate(next), TURN_MS));
      }, PAUSE_BEFORE_TURN_MS),
    );
  }, [narrate, setMode, stop, t]);

  useAudioEvents(audio, { live, setMode, onEnded, onError: fail });

  // The reader turned the page itself while narrating: read the new page instead.
  const previousPage = useRef(currentPage);
  useEffect(() => {
    if (previousPage.current === currentPage) return;
    previousPage.current = currentPage;
    // Our own turn (or a reader that reports it late) is not a request to read another page.
    if (turningTo.current !== null || currentPage === live.current.narratedPage) return;
    if (live.current.mode !== 'idle' || live.current.autoPlay) narrate(currentPage);
  }, [currentPage, narrate]);

  const toggleNarration = useCallback(() => {
    if (live.current.mode !== 'idle' || live.current.autoPlay) stop();
    else narrate(currentPage);
  }, [currentPage, narrate, stop]);

  const toggleAutoPlay = useCallback(() => {
    if (live.current.autoPlay) return stop();
    setAutoPlay(true);
    if (live.current.mode === 'idle') return narrate(currentPage);
    if (live.current.mode === 'paused') void audio?.play().catch(fail);
    // Auto-play switched on while a page is being read: fetch the next one now.
    const reading = live.current.narratedPage;
    if (reading !== null && reading + 1 < live.current.totalPages) ahead.fetch(pageAudioUrl(live.current.source, reading + 1));
  }, [ahead, audio, currentPage, fail, narrate, setAutoPlay, stop]);

  // Leaving the reader releases the audio.
  useEffect(
    () => () => {
      run.current++;
      clearTimers();
      if (audio) {
        audio.pause();
        audio.removeAttribute('src');
        audio.load();
      }
      ahead.clear();
    },
    [ahead, audio],
  );

  return { setAudio, audio, mode, autoPlay, narratedPage, narration, bubble, toggleNarration, toggleAutoPlay, stop };
}
