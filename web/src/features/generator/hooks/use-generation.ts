import type { GenerationRequest, StoryProgress } from '@storyloom/contracts/stories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../../lib/api';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { storyFailureText } from '../../../lib/story-failure';
import { planStatusQuery } from '../../dashboard/api/get-plan-status';
import { userStoriesQuery } from '../../dashboard/api/get-user-stories';
import { generateStory, type WriterKind } from '../api/generate-story';
import { STEP_PROGRESS, stepOf } from '../generation-steps';
import { clearProgressRecord, saveProgressRecord } from '../progress-record';
import { submissionKeys } from '../submission-key';
import { isReadable, prefetchReader, prepareNewBook } from '../open-when-readable';
import { handleGenerationError, type FieldErrorKey } from './generation-errors';
import { useStoryProgress } from './use-story-progress';

export interface Generation {
  /** The overlay is open from the click until the redirect (or an error). */
  active: boolean;
  pending: boolean;
  progress: StoryProgress | null;
  /** Which writer is at work, once the server has said (the estimate depends on it). */
  writer: WriterKind | null;
  start: (request: GenerationRequest) => void;
}

/** Runs one generation: the request, the live progress, the saved record, success and errors (SPEC §4, §8). */
export function useGeneration(onFieldError: (field: FieldErrorKey, message: string) => void): Generation {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [storyId, setStoryId] = useState<string | null>(null);
  const [progress, setProgress] = useState<StoryProgress | null>(null);
  const [writer, setWriter] = useState<WriterKind | null>(null);
  // Two events may arrive before the stream is closed (a chapter, then a picture): the book opens once,
  // or the back button would lead to the same book again.
  const opened = useRef<string | null>(null);
  const [keys] = useState(submissionKeys);

  // `refetch: false` when the page is left for the book: the lists are only marked out of date (the
  // screens showing them fetch them again), so the book's text is the one request the opening waits for.
  const refreshLists = useCallback((refetch = true) => {
    const refetchType = refetch ? 'active' : 'none';
    void queryClient.invalidateQueries({ queryKey: userStoriesQuery.queryKey, refetchType });
    void queryClient.invalidateQueries({ queryKey: planStatusQuery.queryKey, refetchType });
  }, [queryClient]);

  const fail = useCallback((error: unknown, id?: string) => {
    clearProgressRecord(id);
    setStoryId(null);
    setProgress(null);
    refreshLists();
    const outcome = handleGenerationError(t, error, i18n.language, () => void navigate('/pricing'));
    if (outcome.kind === 'signIn') void navigate('/auth');
    if (outcome.kind === 'field') onFieldError(outcome.field, outcome.message);
  }, [t, i18n, navigate, onFieldError, refreshLists]);

  const mutation = useMutation({
    mutationFn: generateStory,
    onSuccess: ({ id, writer: kind }) => {
      keys.answered();
      saveProgressRecord({ progress: 0, currentStep: 'preparing', storyId: id });
      setWriter(kind);
      setStoryId(id);
    },
    onError: (error) => {
      // With no answer, or a server error, the story may have been made: the same choices pressed again
      // send the same key and get that story. A refusal (4xx) wrote nothing.
      if (isApiError(error) && error.status < 500) keys.answered();
      fail(error);
    },
  });

  useStoryProgress(storyId, {
    onProgress: (next) => {
      if (opened.current === next.id) return;
      setProgress(next);
      if (next.status === 'failed') {
        clearProgressRecord(next.id);
        setStoryId(null);
        setProgress(null);
        refreshLists();
        toast.error(t('generator.toast.failedTitle'), { description: storyFailureText(t, next.error) });
        return;
      }
      const done = next.status === 'ready';
      saveProgressRecord({ progress: next.progress, currentStep: stepOf(next), storyId: next.id, ...(done ? { completed: true } : {}) });
      // The book opens as soon as its first chapter is written (issue 16): the reader follows the rest.
      if (!isReadable(next)) return;
      opened.current = next.id;
      prepareNewBook(queryClient, next.id);
      if (done) toast.success(t('generator.toast.readyTitle'), { description: t('generator.toast.readyBody') });
      refreshLists(false);
      clearProgressRecord(next.id);
      setStoryId(null);
      void navigate(`/story/${next.id}`);
    },
    onError: (error) => fail(error, storyId ?? undefined),
  });

  const start = useCallback((request: GenerationRequest) => {
    if (mutation.isPending || storyId) return;
    opened.current = null;
    setProgress(null);
    setWriter(null);
    prefetchReader();
    mutation.mutate({ request, key: keys.keyFor(request) });
  }, [mutation, storyId, keys]);

  // Before the server's first answer, the overlay shows the first step.
  const shown = progress ?? (mutation.isPending || storyId
    ? { id: storyId ?? '', status: 'queued' as const, progress: mutation.isPending ? 0 : STEP_PROGRESS.preparing, chaptersDone: 0, chapterCount: 0, error: null }
    : null);
  return { active: mutation.isPending || storyId !== null, pending: mutation.isPending, progress: shown, writer, start };
}
