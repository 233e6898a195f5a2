import { useEffect, type RefObject } from 'react';
import type { NarrationMode } from './use-narration-engine';

interface AudioEventHandlers {
  live: RefObject<{ mode: NarrationMode; narratedPage: number | null }>;
  setMode: (mode: NarrationMode) => void;
  onEnded: () => void;
  onError: (error: unknown) => void;
}

/** Keeps the narration mode in step with the audio element, whoever paused or resumed it (media keys too). */
export function useAudioEvents(audio: HTMLAudioElement | null, { live, setMode, onEnded, onError }: AudioEventHandlers) {
  useEffect(() => {
    if (!audio) return;
    const onPlaying = () => {
      if (live.current.narratedPage !== null) setMode('playing');
    };
    const onPause = () => {
      // A pause at the end of the audio is followed by 'ended'; a pause by stop() finds the mode idle.
      if (live.current.mode === 'playing' && !audio.ended) setMode('paused');
    };
    const onAudioError = () => {
      if (live.current.narratedPage !== null && audio.getAttribute('src')) onError(audio.error ?? new Error('Narration audio failed'));
    };
    audio.addEventListener('playing', onPlaying);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('ended', onEnded);
    audio.addEventListener('error', onAudioError);
    return () => {
      audio.removeEventListener('playing', onPlaying);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('ended', onEnded);
      audio.removeEventListener('error', onAudioError);
    };
  }, [audio, live, setMode, onEnded, onError]);
}
