import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** SPEC §9: the narration voice. */
export const NARRATION_VOICE = 'nova';

/** Where a story is read from: the owner's library or a share link (docs/api.md 'Narration'). */
export type StorySource = { kind: 'owner'; storyId: string } | { kind: 'shared'; token: string };

/** One spoken word: its place in the narrated text and when it starts in the audio. */
export interface WordTiming {
  word: string;
  start: number;
  length: number;
  timeMs: number;
}

/** GET …/narration/{page}: the answer of the server (docs/api.md 'Narration'). */
export interface PageNarration {
  page: number;
  title: string;
  durationMs: number;
  /** Where the page's displayed text begins inside the narrated text (-1: nothing displayed is read). */
  contentOffset: number;
  words: WordTiming[];
  audioUrl: string;
  cached: boolean;
}

export function storyBasePath(source: StorySource): string {
  return source.kind === 'owner'
    ? `/api/stories/${encodeURIComponent(source.storyId)}`
    : `/api/shared/${encodeURIComponent(source.token)}`;
}

function sourceKey(source: StorySource): string {
  return source.kind === 'owner' ? source.storyId : `shared:${source.token}`;
}

/**
 * The page's MP3. Known before the timings arrive, so playback can start inside the click that asked
 * for it (browsers that only allow audio started by a gesture) while the server makes both at once.
 */
export function pageAudioUrl(source: StorySource, page: number): string {
  return `${storyBasePath(source)}/narration/${page}/audio.mp3?voice=${NARRATION_VOICE}`;
}

export function audiobookUrl(source: StorySource): string {
  return `${storyBasePath(source)}/audiobook.mp3?voice=${NARRATION_VOICE}`;
}

/** A page's narration, shared by the narration toggle, auto-play and the audiobook. */
export function pageNarrationQuery(source: StorySource, page: number) {
  return queryOptions({
    queryKey: ['narration', sourceKey(source), page, NARRATION_VOICE],
    queryFn: () => api.get<PageNarration>(`${storyBasePath(source)}/narration/${page}?voice=${NARRATION_VOICE}`),
  });
}
