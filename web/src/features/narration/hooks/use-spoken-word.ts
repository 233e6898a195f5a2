import { useEffect, useState } from 'react';
import type { WordTiming } from '../api/page-narration';
import { spokenWordIndex } from '../lib/read-along-layout';

/**
 * Index (in `timings`) of the word being spoken, following the audio frame by frame while `enabled`;
 * -1 before the first word or when not following.
 */
export function useSpokenWord(audio: HTMLAudioElement | null, timings: WordTiming[] | null, enabled: boolean): number {
  const [index, setIndex] = useState(-1);
  useEffect(() => {
    if (!audio || !timings || !enabled) {
      setIndex(-1);
      return;
    }
    let frame = 0;
    const follow = () => {
      // Only a change of word re-renders: a frame that finds the same word does nothing.
      setIndex(audio.getAttribute('src') ? spokenWordIndex(timings, audio.currentTime * 1000) : -1);
      frame = window.requestAnimationFrame(follow);
    };
    follow();
    return () => window.cancelAnimationFrame(frame);
  }, [audio, timings, enabled]);
  return enabled ? index : -1;
}
