import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

import { DEFAULT_VOICE as NARRATION_VOICE } from '@storyloom/contracts/narration';

export { NARRATION_VOICE };
export type { PageNarration, WordTiming } from '@storyloom/contracts/narration';

/** Where a story is read from: the owner's library or a share link (docs/api.md 'Narration'). */
export type StorySource = { kind: 'owner'; storyId: string } | { kind: 'shared'; token: string };

export function storyBasePath(source: StorySource): string {
  return source.kind === 'owner'
    ? `/api/stories/${encodeURIComponent(source.storyId)}`
    : `/api/shared/${encodeURIComponent(source.token)}`;
}

function sourceKey(source: StorySource): string {
  return source.kind === 'owner' ? source.storyId : `shared:${source.token}`;
}

/**
 * The page's audio (WAV while its MP3 is being made, then MP3). Known before the timings arrive, so playback can start inside the click that asked
 * for it (browsers that only allow audio started by a gesture) while the server makes both at once.
 */
export function pageAudioUrl(source: StorySource, page: number): string {
  return `${storyBasePath(source)}/narration/${page}/audio?voice=${NARRATION_VOICE}`;
}

export function audiobookUrl(source: StorySource): string {
  return `${storyBasePath(source)}/audiobook.mp3?voice=${NARRATION_VOICE}`;
}

/** A page's narration, shared by the narration toggle, auto-play and the audiobook. */
export function pageNarrationQuery(source: StorySource, page: number) {
  return queryOptions({
    queryKey: ['narration', sourceKey(source), page, NARRATION_VOICE],
    queryFn: () => {
      const address = { query: `voice=${NARRATION_VOICE}` };
      return source.kind === 'owner'
        ? api.get('/api/stories/:ref/narration/:page', { ...address, params: { ref: source.storyId, page } })
        : api.get('/api/shared/:ref/narration/:page', { ...address, params: { ref: source.token, page } });
    },
  });
}
