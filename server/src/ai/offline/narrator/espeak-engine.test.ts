import { describe, expect, it } from 'vitest';
import { synthesize, type Speech, type SpeechSettings } from './espeak-engine.ts';

const settings = (voice: string): SpeechSettings => ({ voice, fallbackVoices: ['en-us'], rate: 130, pitch: 55, range: 60 });

function rms(pcm: Int16Array): number {
  let sum = 0;
  for (const sample of pcm) sum += (sample / 32768) ** 2;
  return Math.sqrt(sum / Math.max(1, pcm.length));
}

describe('espeak-ng engine', () => {
  it('produces audible speech at 22.05 kHz', async () => {
    const speech = await synthesize('Once upon a time there was a little bear.', settings('en-us'));
    expect(speech.sampleRate).toBe(22050);
    expect(speech.pcm.length / speech.sampleRate).toBeGreaterThan(1);
    expect(rms(speech.pcm)).toBeGreaterThan(0.02);
  });

  it('counts word positions in code points, not UTF-8 bytes', async () => {
    const text = "L'ourson était très content.";
    const speech = await synthesize(text, settings('fr'));
    const starts = speech.events.filter((event) => event.kind === 'word').map((event) => event.codePoint);
    // "très" follows "était": in UTF-8 bytes it would be one further on.
    expect(starts).toEqual([0, text.indexOf('était'), text.indexOf('très'), text.indexOf('content')]);
  });

  it('falls back to another voice when the one asked for does not exist', async () => {
    const speech = await synthesize('Hello.', settings('xx-nowhere'));
    expect(speech.voice).toBe('en-us');
    expect(speech.pcm.length).toBeGreaterThan(0);
  });

  it('serves overlapping calls one after the other, each with its own voice', async () => {
    const texts = ['One little bear.', 'Deux petits ours.', 'Three little bears.'];
    const voices = ['en-us', 'fr', 'en-us'];
    const alone: Speech[] = [];
    for (const [i, text] of texts.entries()) alone.push(await synthesize(text, settings(voices[i] ?? 'en-us')));
    const together = await Promise.all(texts.map((text, i) => synthesize(text, settings(voices[i] ?? 'en-us'))));
    // espeak-ng adds a little random noise (breath, jitter), so lengths match within a few samples.
    together.forEach((speech, i) => expect(Math.abs(speech.pcm.length - (alone[i]?.pcm.length ?? 0))).toBeLessThan(100));
    expect(together.map((speech) => speech.voice)).toEqual(voices);
  });
});
