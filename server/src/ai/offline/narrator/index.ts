// The built-in narrator (DESIGN.md 'The AI providers'): espeak-ng compiled to WebAssembly, so it
// needs no network, no key and no native build. Text -> MP3 + a start time for every word.
// The text is spoken a few sentences at a time, each piece spoken and encoded on the CPU pool and
// handed on as soon as it is ready, so a listener hears the start of a page while the rest is made
// (docs/decisions/011-narration-streamed-as-mp3.md).
import { MP3_START_DELAY_SAMPLES } from '../../../lib/audio/mp3-encode.ts';
import { mp3DurationMs } from '../../../lib/audio/mp3-frames.ts';
import { runCpuTask } from '../../../lib/cpu/cpu-pool.ts';
import type { SpokenMp3 } from '../../../lib/cpu/cpu-tasks.ts';
import type { NarrateOptions, Narration, Narrator, WordTiming } from '../../types.ts';
import type { SpeechSettings } from './espeak-engine.ts';
import { chunkText, type TextChunk } from './text-chunks.ts';
import { FALLBACK_VOICE, resolveVoice } from './voices.ts';
import { timeWords, type ChunkEvents } from './word-timings.ts';
import { codePointToUtf16, tokenizeWords, type WordToken } from './word-tokens.ts';

/**
 * espeak's rate 130 reads English at about 150 words a minute, pauses included: the pace of an
 * adult reading aloud to a child. A slightly raised pitch and wider range sound less flat.
 */
const VOICE_SETTINGS = { rate: 130, pitch: 55, range: 60 } as const;
/** espeak's own pause between two sentences at that rate; chunks are cut between sentences. */
const SENTENCE_PAUSE_MS = 450;
/**
 * Each piece is its own MP3 stream, and lame adds about 1,350 samples (61 ms at 22,050 Hz: its
 * encoder delay and the last frame's padding) around each; the pause after a sentence is shortened
 * by that much so pieces joined sound like one reading. Word times use the real frame lengths.
 */
const PIECE_OVERHEAD_MS = 61;
/**
 * The first pieces are short so that the start is ready at once: encoding is most of the CPU, so the
 * first piece is a sentence of a few seconds (a chapter's heading: ~50 ms of CPU), the next one is
 * made while it is heard, and from the third on pieces are full size.
 */
const FIRST_CHUNK_LIMITS = [60, 200] as const;
/** Pieces asked of the pool ahead of the one being handed on: two threads stay busy on one page. */
const PIECES_AHEAD = 2;
const MP3_KBPS = 64;

function chunkEvents(chunk: TextChunk, spoken: SpokenMp3, startMs: number): ChunkEvents {
  const toUtf16 = codePointToUtf16(chunk.text);
  const point = (codePoint: number, timeMs: number) => ({ offset: chunk.start + toUtf16(codePoint), timeMs: startMs + timeMs });
  const durationMs = (spoken.speechSamples * 1000) / spoken.sampleRate;
  return {
    words: spoken.events.filter((event) => event.kind === 'word').map((event) => point(event.codePoint, event.timeMs)),
    clauseEnds: spoken.events.filter((event) => event.kind === 'clause-end').map((event) => point(event.codePoint, event.timeMs)),
    start: { offset: chunk.start, timeMs: startMs },
    end: { offset: chunk.start + chunk.text.length, timeMs: startMs + durationMs },
  };
}

async function narrate(text: string, opts: NarrateOptions): Promise<Narration> {
  const choice = resolveVoice(opts.language, opts.voice);
  const settings: SpeechSettings = { ...VOICE_SETTINGS, voice: choice.id, fallbackVoices: [choice.base, FALLBACK_VOICE] };
  const chunks = chunkText(text, undefined, FIRST_CHUNK_LIMITS);
  const tokens = tokenizeWords(text);
  const taskOptions = opts.urgent ? { urgent: opts.urgent } : {};
  const pauseAfter = (index: number) => (chunks[index]?.endsSentence && index < chunks.length - 1 ? SENTENCE_PAUSE_MS - PIECE_OVERHEAD_MS : 0);
  const ask = (index: number) => {
    const chunk = chunks[index];
    if (!chunk) return undefined;
    const task = runCpuTask('speakMp3', { text: chunk.text, settings, pauseMs: pauseAfter(index), kbps: MP3_KBPS }, taskOptions);
    task.catch(() => undefined); // awaited in order below; a later piece failing first must not go unhandled
    return task;
  };
  const pending = chunks.slice(0, PIECES_AHEAD).map((_, index) => ask(index));
  const audio: Buffer[] = [];
  const words: WordTiming[] = [];
  let elapsedMs = 0; // length of the MP3 handed on so far
  let next = 0; // first token not yet timed
  for (const [index, chunk] of chunks.entries()) {
    const spoken = await pending[index];
    if (!spoken) break;
    pending[index + PIECES_AHEAD] = ask(index + PIECES_AHEAD);
    const mp3 = Buffer.from(spoken.mp3.buffer, spoken.mp3.byteOffset, spoken.mp3.byteLength);
    // Every word of a piece is heard MP3_START_DELAY_SAMPLES after the piece's first frame.
    const startMs = elapsedMs + (MP3_START_DELAY_SAMPLES * 1000) / spoken.sampleRate;
    const chunkEnd = chunk.start + chunk.text.length;
    const own: WordToken[] = [];
    // A token belongs to the chunk its first letter is in.
    for (let token = tokens[next]; token && token.start < chunkEnd; token = tokens[++next]) own.push(token);
    const events = chunkEvents(chunk, spoken, startMs);
    const times = timeWords(own, events);
    own.forEach((token, i) => words.push({ ...token, timeMs: Math.round(times[i] ?? events.start.timeMs) }));
    elapsedMs += mp3DurationMs(mp3);
    audio.push(mp3);
    opts.onAudio?.(mp3);
  }
  // Chunks cover every word; this only guards the promise that every word has a timing.
  for (const token of tokens.slice(next)) words.push({ ...token, timeMs: words.at(-1)?.timeMs ?? 0 });
  return { audio: Buffer.concat(audio), durationMs: Math.round(elapsedMs), words };
}

export function createOfflineNarrator(): Narrator {
  return { narrate };
}
