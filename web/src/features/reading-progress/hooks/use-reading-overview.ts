import { useQuery } from '@tanstack/react-query';
import { readingProgressQuery, userStoriesQuery } from '../api/get-reading-progress';
import {
  achievements, continueReading, joinProgress, recentlyRead, summarize,
  type Achievement, type ReadingEntry, type ReadingSummary,
} from '../reading-stats';

export interface ReadingOverview {
  storyCount: number;
  entries: ReadingEntry[];
  summary: ReadingSummary;
  continueList: ReadingEntry[];
  recentList: ReadingEntry[];
  achievements: Achievement[];
}

/** Both lists the page needs, joined on storyId, and every figure worked out from them. */
export function useReadingOverview() {
  const progress = useQuery(readingProgressQuery);
  const stories = useQuery(userStoriesQuery);
  const loading = progress.isPending || stories.isPending;
  const failed = progress.isError || stories.isError;
  let overview: ReadingOverview | undefined;
  if (progress.data && stories.data) {
    const entries = joinProgress(progress.data, stories.data);
    const summary = summarize(entries, stories.data.length);
    overview = {
      storyCount: stories.data.length,
      entries,
      summary,
      continueList: continueReading(entries),
      recentList: recentlyRead(entries, new Date()),
      achievements: achievements(summary.completed),
    };
  }
  const retry = () => {
    if (progress.isError) void progress.refetch();
    if (stories.isError) void stories.refetch();
  };
  return { overview, loading, failed, retry };
}
