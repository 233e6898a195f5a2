import { useCallback, useEffect, useRef, useState } from 'react';
import type { AudiobookSegment } from './use-audiobook';

/**
 * Plays audiobook segments one after the other in its own audio element. Unmounting (closing the
 * panel, leaving the page) pauses it and lets go of the audio; the segments are server URLs, so
 * there is no object URL to revoke.
 */
export function useSegmentPlayer(segments: AudiobookSegment[], onStart: () => void) {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [timeMs, setTimeMs] = useState(0);
  const live = useRef({ index, segments, onStart });
  live.current = { index, segments, onStart };

  const playAt = useCallback((next: number) => {
    const audio = audioRef.current;
    const segment = live.current.segments[next];
    if (!audio || !segment) return;
    live.current.index = next;
    setIndex(next);
    if (audio.getAttribute('src') !== segment.audioUrl) {
      audio.src = segment.audioUrl;
      setTimeMs(0);
    }
    live.current.onStart();
    audio.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('Audiobook playback failed', error);
    });
  }, []);

  const toggle = useCallback(() => {
    const audio = audioRef.current;
    if (audio && !audio.paused) audio.pause();
    else playAt(live.current.index);
  }, [playAt]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const onPlay = () => setPlaying(true);
    const onPause = () => setPlaying(false);
    const onTime = () => setTimeMs(audio.currentTime * 1000);
    // Auto-advance: the next segment starts when one ends, until the last.
    const onEnded = () => {
      if (live.current.index + 1 < live.current.segments.length) playAt(live.current.index + 1);
    };
    audio.addEventListener('play', onPlay);
    audio.addEventListener('pause', onPause);
    audio.addEventListener('timeupdate', onTime);
    audio.addEventListener('ended', onEnded);
    return () => {
      audio.removeEventListener('play', onPlay);
      audio.removeEventListener('pause', onPause);
      audio.removeEventListener('timeupdate', onTime);
      audio.removeEventListener('ended', onEnded);
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    };
  }, [playAt]);

  return { audioRef, index, playing, timeMs, playAt, toggle };
}
