import type { StoryProgress } from '@storyloom/contracts/stories';
import { useEffect, useRef } from 'react';
import { ApiError, isApiError } from '../../../lib/api';
import { fetchStoryProgress, storyEventsUrl } from '../api/generate-story';
import { isFinished } from '../generation-steps';
import { parseProgressEvent } from '../progress-event';

const POLL_MS = 1_000;

export interface StoryProgressHandlers {
  onProgress: (progress: StoryProgress) => void;
  onError: (error: unknown) => void;
}


/**
 * Follows a story being written: server-sent events first, polling every second when they fail
 * (SPEC §7). Stops by itself at 'ready' or 'failed'; `storyId = null` follows nothing.
 */
export function useStoryProgress(storyId: string | null, handlers: StoryProgressHandlers): void {
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });

  useEffect(() => {
    if (!storyId) return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const stop = () => {
      stopped = true;
      source?.close();
      clearTimeout(timer);
    };
    const deliver = (progress: StoryProgress) => {
      if (stopped) return;
      if (isFinished(progress)) stop();
      handlersRef.current.onProgress(progress);
    };
    const fail = (error: unknown) => {
      if (stopped) return;
      stop();
      handlersRef.current.onError(error);
    };
    const poll = async () => {
      try {
        deliver(await fetchStoryProgress(storyId));
      } catch (error) {
        // A dropped connection is retried; an answer from the server (401, 404) is final.
        if (isApiError(error)) return fail(error);
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };

    if (typeof EventSource === 'undefined') {
      void poll();
    } else {
      source = new EventSource(storyEventsUrl(storyId), { withCredentials: true });
      source.onmessage = (event: MessageEvent<string>) => {
        const progress = parseProgressEvent(event.data);
        if (progress) deliver(progress);
      };
      source.addEventListener('gone', () => fail(new ApiError(404, '404: Not Found', 'not_found', undefined, undefined)));
      source.onerror = () => {
        // The stream closed before the end (or never opened): poll instead of reconnecting.
        source?.close();
        source = null;
        if (!stopped) void poll();
      };
    }
    return stop;
  }, [storyId]);
}
