import type { IdeaPreviewResponse } from '@storyloom/contracts/idea-preview';
import type { StoryLanguage } from '@storyloom/contracts/options';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { previewIdea } from '../api/preview-idea';

/** How long the parent's typing must pause before the idea is read: one call per thought, not per key. */
export const IDEA_PREVIEW_DELAY_MS = 700;

/** Returns the value once it has stopped changing for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The server's reading of the parent's idea, refreshed as they type (debounced); idle while empty. */
export function useIdeaPreview(customPrompt: string, language: StoryLanguage, childName: string) {
  const idea = useDebounced(customPrompt.trim(), IDEA_PREVIEW_DELAY_MS);
  const name = childName.trim();
  const query = useQuery<IdeaPreviewResponse>({
    queryKey: ['idea-preview', idea, language, name],
    queryFn: () => previewIdea({ customPrompt: idea, language, ...(name ? { childName: name } : {}) }),
    enabled: idea.length >= 3,
    staleTime: 5 * 60_000,
    retry: false,
  });
  const typing = customPrompt.trim() !== idea;
  return { idea, typing, ...query };
}
