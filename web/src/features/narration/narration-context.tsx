// The reader's narration, auto-play and audiobook (issue 5). The reader mounts NarrationProvider
// around the book and uses NarrationControls, ReadAlongText, NarrationBubble and useNarrationActive.
import { storyLanguageCode } from '@storyloom/contracts/options';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { PageNarration, StorySource } from './api/page-narration';
import { useNarrationEngine, type NarrationMode } from './hooks/use-narration-engine';

export type { StorySource } from './api/page-narration';

export interface NarrationProviderProps {
  source: StorySource;
  /** Story language value ('english', 'french', …). */
  language: string;
  totalPages: number;
  currentPage: number;
  /** Turns the book to a page (used by auto-play). */
  goToPage: (page: number) => void;
  children: ReactNode;
}

export interface NarrationState {
  /** True while narration or auto-play is running: the reader saves no progress then (SPEC §5). */
  active: boolean;
  mode: NarrationMode;
  autoPlay: boolean;
  /** The page being read (or about to be), null when idle. */
  narratedPage: number | null;
  /** Its word timings, once they have arrived. */
  narration: PageNarration | null;
  audio: HTMLAudioElement | null;
  bubble: { page: number; shownAt: number } | null;
  source: StorySource;
  /** BCP 47 code of the story's language when known (for titles read from the server). */
  storyLang: string | undefined;
  totalPages: number;
  toggleNarration: () => void;
  toggleAutoPlay: () => void;
  stop: () => void;
}

const NarrationContext = createContext<NarrationState | null>(null);


export function NarrationProvider({ source, language, totalPages, currentPage, goToPage, children }: NarrationProviderProps) {
  const engine = useNarrationEngine({ source, totalPages, currentPage, goToPage });
  const { setAudio, mode, autoPlay, narratedPage, narration, audio, bubble, toggleNarration, toggleAutoPlay, stop } = engine;
  const value = useMemo<NarrationState>(
    () => ({
      active: mode === 'loading' || mode === 'playing' || autoPlay,
      mode, autoPlay, narratedPage, narration, audio, bubble, source, totalPages,
      storyLang: storyLanguageCode(language),
      toggleNarration, toggleAutoPlay, stop,
    }),
    [mode, autoPlay, narratedPage, narration, audio, bubble, source, totalPages, language, toggleNarration, toggleAutoPlay, stop],
  );
  return (
    <NarrationContext.Provider value={value}>
      {children}
      {/* One element for every page: browsers that need a gesture unlock it once. */}
      <audio ref={setAudio} preload="none" data-narration-audio="" hidden />
    </NarrationContext.Provider>
  );
}

/** The narration state; only inside NarrationProvider. */
export function useNarration(): NarrationState {
  const state = useContext(NarrationContext);
  if (!state) throw new Error('useNarration must be used inside NarrationProvider');
  return state;
}

/** The narration state, or null outside NarrationProvider (text then shows without read-along). */
export function useOptionalNarration(): NarrationState | null {
  return useContext(NarrationContext);
}

export function useNarrationActive(): boolean {
  return useContext(NarrationContext)?.active ?? false;
}
