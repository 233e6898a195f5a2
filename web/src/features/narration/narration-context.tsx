// Being built in this session (issue 5): the reader's narration, auto-play and audiobook.
// This file fixes the interface the reader uses; the narration feature fills it in.
import { createContext, useContext, type ReactNode } from 'react';

export type StorySource = { kind: 'owner'; storyId: string } | { kind: 'shared'; token: string };

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

interface NarrationState {
  /** True while narration or auto-play is running: the reader saves no progress then (SPEC §5). */
  active: boolean;
}

const NarrationContext = createContext<NarrationState>({ active: false });

export function NarrationProvider({ children }: NarrationProviderProps) {
  return <NarrationContext.Provider value={{ active: false }}>{children}</NarrationContext.Provider>;
}

export function useNarrationActive(): boolean {
  return useContext(NarrationContext).active;
}
