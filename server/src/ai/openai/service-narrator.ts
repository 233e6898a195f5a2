// The narrator backed by a text-to-speech model (POST /audio/speech, MP3). Text longer than the
// service's input limit is spoken in parts cut between sentences and the parts' MP3 frames are joined
// into one file; each part's duration is measured from its frames and word timings are estimated in it.
import { experimental_generateSpeech as generateSpeech } from 'ai';
import { inspectMp3 } from '../../lib/audio/mp3-frames.ts';
import type { Narrator, WordTiming } from '../types.ts';
import { estimateWordTimings } from './estimate-word-timings.ts';
import { createServiceProvider, type ServiceConfig } from './service-config.ts';
import { SPEECH_INPUT_LIMIT, splitForSpeech } from './split-for-speech.ts';

/** The product's narration voice (SPEC.md constants: 'nova'). */
export const DEFAULT_SERVICE_VOICE = 'nova';
const SERVICE_VOICES = new Set(['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'nova', 'onyx', 'sage', 'shimmer', 'verse', 'marin', 'cedar']);

export function createServiceNarrator(cfg: ServiceConfig, limit = SPEECH_INPUT_LIMIT): Narrator {
  const provider = createServiceProvider(cfg);
  // Only the gpt-4o family of speech models takes reading instructions; tts-1 refuses them.
  const instructions = cfg.speechModel.startsWith('gpt-') ? 'Read warmly and calmly, like a bedtime story for a young child.' : undefined;
  return {
    async narrate(text, opts) {
      // Offline voice names (espeak's 'fr', 'en-us') mean nothing to the service.
      const voice = SERVICE_VOICES.has(opts.voice) ? opts.voice : DEFAULT_SERVICE_VOICE;
      const audio: Buffer[] = [];
      const timings: WordTiming[] = [];
      let elapsedMs = 0;
      // One part after the other: a chapter rarely needs two, and the service limits requests per minute.
      for (const part of splitForSpeech(text, limit)) {
        const { audio: spoken } = await generateSpeech({ model: provider.speech(cfg.speechModel), text: part.text, voice, outputFormat: 'mp3', instructions });
        const bytes = Buffer.from(spoken.uint8Array);
        // Each part's own ID3 tag and Xing/Info frame are dropped: in the middle of a stream they are
        // heard as clicks, and a Xing frame would make players believe the file ends after part one.
        const info = inspectMp3(bytes);
        audio.push(bytes.subarray(info.audioStart, info.audioEnd));
        timings.push(...estimateWordTimings(part.text, info.durationMs, part.start, elapsedMs));
        elapsedMs += info.durationMs;
      }
      return { audio: Buffer.concat(audio), durationMs: Math.round(elapsedMs), words: timings };
    },
  };
}
