// The audiobook (SPEC §3 'Audiobook segment', §4 'Audiobook'): every page's narration is asked for in
// order, one at a time (the server's narrator works one page at a time), with the progress shown.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { toast } from 'sonner';
import { pageAudioUrl, pageNarrationQuery, type StorySource } from '../api/page-narration';

export interface AudiobookSegment {
  page: number;
  title: string;
  audioUrl: string;
  durationMs: number;
}

export type AudiobookState =
  | { status: 'idle' }
  | { status: 'generating'; done: number; total: number }
  | { status: 'ready'; segments: AudiobookSegment[] };

export function useAudiobook(source: StorySource, totalPages: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<AudiobookState>({ status: 'idle' });
  const run = useRef(0);

  useEffect(
    () => () => {
      run.current++; // leaving the reader abandons a generation under way
    },
    [],
  );

  const generate = useCallback(async () => {
    const id = ++run.current;
    setState({ status: 'generating', done: 0, total: totalPages });
    const segments: AudiobookSegment[] = [];
    try {
      for (let page = 0; page < totalPages; page++) {
        const narration = await queryClient.fetchQuery(pageNarrationQuery(source, page));
        if (id !== run.current) return;
        segments.push({ page, title: narration.title, audioUrl: pageAudioUrl(source, page), durationMs: narration.durationMs });
        setState({ status: 'generating', done: page + 1, total: totalPages });
      }
      setState({ status: 'ready', segments });
    } catch (error) {
      if (id !== run.current) return;
      console.error('Audiobook generation failed', error);
      toast.error(t('narration.audiobook.errorTitle'), { description: t('narration.audiobook.errorDescription') });
      setState({ status: 'idle' });
    }
  }, [queryClient, source, t, totalPages]);

  return { state, generate };
}
