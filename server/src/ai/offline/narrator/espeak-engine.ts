// One espeak-ng instance for the whole process. Loading it costs about 100 ms and 25 MB of voice
// data, so it happens on first use; the emscripten module is not re-entrant, so calls take turns.
import createEspeak, { type ESpeakNGWorker, type EspeakVoice } from '@echogarden/espeak-ng-emscripten';

export interface SpeechSettings {
  /** espeak voice id, optionally with '+variant'. */
  voice: string;
  /** Fallback when the voice (or its variant) cannot be loaded. */
  fallbackVoices: readonly string[];
  /** espeak words per minute (espeak's measure, not words of the text). */
  rate: number;
  pitch: number;
  range: number;
}

export interface SpeechEvent {
  kind: 'word' | 'clause-end';
  /** 0-based code point index in the synthesised text. */
  codePoint: number;
  /** Milliseconds since the start of the synthesised text. */
  timeMs: number;
}

export interface Speech {
  pcm: Int16Array;
  sampleRate: number;
  /** The voice espeak actually used. */
  voice: string;
  events: SpeechEvent[];
}

let worker: Promise<ESpeakNGWorker> | null = null;
let queue: Promise<unknown> = Promise.resolve();

function loadWorker(): Promise<ESpeakNGWorker> {
  if (!worker) {
    worker = createEspeak().then((module) => new module.eSpeakNGWorker());
    // A failed load is not kept, so that a later call can try again.
    worker.catch(() => { worker = null; });
  }
  return worker;
}

/** Runs `task` once every earlier task has finished, whatever their outcome. */
function inTurn<T>(task: (espeak: ESpeakNGWorker) => T): Promise<T> {
  const run = queue.then(async () => task(await loadWorker()));
  queue = run.catch(() => undefined);
  return run;
}

function selectVoice(espeak: ESpeakNGWorker, settings: SpeechSettings): string {
  for (const voice of [settings.voice, ...settings.fallbackVoices]) {
    if (espeak.set_voice(voice) === 0) return voice;
  }
  throw new Error(`espeak-ng could not load voice ${settings.voice}`);
}

/** Synthesises one piece of text to mono 16-bit PCM with its word events. */
export function synthesize(text: string, settings: SpeechSettings): Promise<Speech> {
  return inTurn((espeak) => {
    const voice = selectVoice(espeak, settings);
    espeak.set_rate(settings.rate);
    espeak.set_pitch(settings.pitch);
    espeak.set_range(settings.range);
    const chunks: Int16Array[] = [];
    const events: SpeechEvent[] = [];
    let samples = 0;
    espeak.synthesize(text, (pcm, chunkEvents) => {
      chunks.push(pcm);
      samples += pcm.length;
      for (const event of chunkEvents) {
        if (event.type === 'word') events.push({ kind: 'word', codePoint: event.text_position - 1, timeMs: event.audio_position });
        else if (event.type === 'end') events.push({ kind: 'clause-end', codePoint: event.text_position - 1, timeMs: event.audio_position });
      }
      return false;
    });
    const pcm = new Int16Array(samples);
    let at = 0;
    for (const chunk of chunks) {
      pcm.set(chunk, at);
      at += chunk.length;
    }
    return { pcm, sampleRate: espeak.get_samplerate(), voice, events };
  });
}

/** The voices this build of espeak-ng offers. */
export function listVoices(): Promise<EspeakVoice[]> {
  return inTurn((espeak) => espeak.list_voices());
}
