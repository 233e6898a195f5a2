import type { StoryProgress } from '@storyloom/contracts/stories';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useStoryProgress } from '../../generator/hooks/use-story-progress';
import { storyQuery } from '../api/get-story';

/**
 * A book opened while it is still being written (issue 16): follows the server's progress events and
 * reads the story again whenever a chapter or a picture has arrived, until it is ready or failed.
 * Answers the latest progress (null before the first event). No polling: the events say when.
 */
export function useArrivingStory(storyId: string, writing: boolean): StoryProgress | null {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<StoryProgress | null>(null);
  const seen = useRef('');
  useStoryProgress(writing ? storyId : null, {
    onProgress: (next) => {
      setProgress(next);
      // progress moves with every chapter stored and every picture drawn; status with each stage.
      const mark = `${next.status}|${next.progress}|${next.chaptersDone}`;
      if (mark === seen.current) return;
      seen.current = mark;
      void queryClient.invalidateQueries({ queryKey: storyQuery(storyId).queryKey });
    },
    // The story is gone or the session ended: the next read of the story says so.
    onError: () => void queryClient.invalidateQueries({ queryKey: storyQuery(storyId).queryKey }),
  });
  return progress;
}
