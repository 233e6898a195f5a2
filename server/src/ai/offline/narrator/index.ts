// The built-in narrator (DESIGN.md 'The AI providers'): espeak-ng compiled to WebAssembly, so it
// needs no network, no key and no native build. Text -> MP3 + a start time for every word.
import { MP3_START_DELAY_SAMPLES } from '../../../lib/audio/mp3-encode.ts';
import { mp3DurationMs } from '../../../lib/audio/mp3-frames.ts';
import { encodeWav } from '../../../lib/audio/wav.ts';
import { encodeMp3OffThread } from '../../../lib/audio/mp3-encode-off-thread.ts';
import { runCpuTask } from '../../../lib/cpu/cpu-pool.ts';
import type { Narration, Narrator, WordTiming } from '../../types.ts';
import type { Speech, SpeechSettings } from './espeak-engine.ts';
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
/** espeak's PCM rate; used only when there is nothing to say. */
const SILENT_SAMPLE_RATE = 22050;

function silence(ms: number, sampleRate: number): Int16Array {
  return new Int16Array(Math.round((ms * sampleRate) / 1000));
}


function chunkEvents(chunk: TextChunk, speech: Speech, startMs: number): ChunkEvents {
  const toUtf16 = codePointToUtf16(chunk.text);
  const point = (codePoint: number, timeMs: number) => ({ offset: chunk.start + toUtf16(codePoint), timeMs: startMs + timeMs });
  const durationMs = (speech.pcm.length * 1000) / speech.sampleRate;
  return {
    words: speech.events.filter((event) => event.kind === 'word').map((event) => point(event.codePoint, event.timeMs)),
    clauseEnds: speech.events.filter((event) => event.kind === 'clause-end').map((event) => point(event.codePoint, event.timeMs)),
    start: { offset: chunk.start, timeMs: startMs },
    end: { offset: chunk.start + chunk.text.length, timeMs: startMs + durationMs },
  };
}

/** Where synthesised speech goes: an MP3 encoder, or plain PCM collected for a WAV file. */
interface AudioSink {
  /** Samples of delay the format adds before the first sound. */
  delaySamples: number;
  write(pcm: Int16Array, sampleRate: number): Promise<void>;
  finish(): Promise<{ audio: Buffer; durationMs: number; contentType: 'audio/mpeg' | 'audio/wav' }>;
}

function joinPcm(chunks: readonly Int16Array[]): Int16Array {
  const out = new Int16Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** MP3: the speech is collected, then encoded in one go on the encoder thread. */
function mp3Sink(): AudioSink {
  const chunks: Int16Array[] = [];
  let rate = SILENT_SAMPLE_RATE;
  return {
    delaySamples: MP3_START_DELAY_SAMPLES,
    async write(pcm, sampleRate) {
      rate = sampleRate;
      chunks.push(pcm);
    },
    async finish() {
      const audio = await encodeMp3OffThread(joinPcm(chunks), rate);
      return { audio, durationMs: Math.round(mp3DurationMs(audio)), contentType: 'audio/mpeg' };
    },
  };
}

function wavSink(): AudioSink {
  const chunks: Int16Array[] = [];
  let rate = SILENT_SAMPLE_RATE;
  return {
    delaySamples: 0,
    async write(pcm, sampleRate) {
      rate = sampleRate;
      chunks.push(pcm);
    },
    async finish() {
      const samples = chunks.reduce((n, c) => n + c.length, 0);
      return { audio: encodeWav(chunks, rate), durationMs: Math.round((samples * 1000) / rate), contentType: 'audio/wav' };
    },
  };
}

async function narrate(text: string, opts: { language: string; voice: string; format?: 'mp3' | 'wav' }): Promise<Narration> {
  const sink = opts.format === 'wav' ? wavSink() : mp3Sink();
  const choice = resolveVoice(opts.language, opts.voice);
  const settings: SpeechSettings = { ...VOICE_SETTINGS, voice: choice.id, fallbackVoices: [choice.base, FALLBACK_VOICE] };
  const chunks = chunkText(text);
  const tokens = tokenizeWords(text);
  const words: WordTiming[] = [];
  let started = false;
  let elapsedMs = 0;
  // Every word is heard MP3_START_DELAY_SAMPLES later than espeak said it.
  let delayMs = 0;
  let next = 0; // first token not yet timed
  for (const [index, chunk] of chunks.entries()) {
    // On a worker thread: a page of speech is seconds of CPU that the event loop must not wait on.
    const speech = await runCpuTask('speak', { text: chunk.text, settings });
    if (!started) {
      started = true;
      delayMs = (sink.delaySamples * 1000) / speech.sampleRate;
    }
    await sink.write(speech.pcm, speech.sampleRate);
    // A token belongs to the chunk its first letter is in.
    const chunkEnd = chunk.start + chunk.text.length;
    const own: WordToken[] = [];
    for (let token = tokens[next]; token && token.start < chunkEnd; token = tokens[++next]) own.push(token);
    const events = chunkEvents(chunk, speech, elapsedMs);
    const times = timeWords(own, events);
    own.forEach((token, i) => words.push({ ...token, timeMs: Math.round(delayMs + (times[i] ?? events.start.timeMs)) }));
    elapsedMs = events.end.timeMs;
    if (chunk.endsSentence && index < chunks.length - 1) {
      await sink.write(silence(SENTENCE_PAUSE_MS, speech.sampleRate), speech.sampleRate);
      elapsedMs += SENTENCE_PAUSE_MS;
    }
  }
  // Chunks cover every word; this only guards the promise that every word has a timing.
  for (const token of tokens.slice(next)) words.push({ ...token, timeMs: words.at(-1)?.timeMs ?? 0 });
  return { ...(await sink.finish()), words };
}

export function createOfflineNarrator(): Narrator {
  return { narrate };
}
