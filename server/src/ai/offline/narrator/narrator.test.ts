import { describe, expect, it } from 'vitest';
import { inspectMp3 } from '../../../lib/audio/mp3-frames.ts';
import type { Narration } from '../../types.ts';
import { createOfflineNarrator } from './index.ts';
import { chunkText } from './text-chunks.ts';
import { resolveVoice } from './voices.ts';

const narrator = createOfflineNarrator();
const WORD = /[\p{L}\p{N}]+(['’][\p{L}]+)*/gu;
const ELISIONS = "L'ourson était très content d'aller jusqu'à la rivière.";
const PAGE = 'Pip the little bear woke up early. The sun was shining on the river, and the birds were singing. '
  + 'He packed a honey sandwich, a red scarf and his old map. "Today I will find the waterfall," he said to his friend Lila.';

function expectEveryWordTimed(text: string, narration: Narration): void {
  const expected = [...text.matchAll(WORD)].map((match) => ({ word: match[0], start: match.index }));
  expect(narration.words.map(({ word, start }) => ({ word, start }))).toEqual(expected);
  let previous = 0;
  for (const timing of narration.words) {
    expect(text.slice(timing.start, timing.start + timing.length)).toBe(timing.word);
    expect(timing.timeMs).toBeGreaterThanOrEqual(previous);
    expect(timing.timeMs).toBeLessThan(narration.durationMs);
    previous = timing.timeMs;
  }
}

describe('offline narrator', () => {
  it('writes a valid 22.05 kHz mono MP3 whose length fits the text', async () => {
    const narration = await narrator.narrate(PAGE, { language: 'english', voice: 'nova' });
    const info = inspectMp3(narration.audio);
    expect(info.skippedBytes).toBe(0);
    expect(info.frameCount).toBeGreaterThan(0);
    expect(info.sampleRate).toBe(22050);
    expect(info.channels).toBe(1);
    expect(narration.durationMs).toBe(Math.round(info.durationMs));
    const words = PAGE.match(WORD)?.length ?? 0;
    expect(words).toBeGreaterThanOrEqual(15);
    expect(narration.durationMs / 1000).toBeGreaterThan(words * 0.2);
    expect(narration.durationMs / 1000).toBeLessThan(words * 0.8);
  });

  it('times every word in order, offsets pointing into the original text', async () => {
    const narration = await narrator.narrate(PAGE, { language: 'english', voice: 'nova' });
    expectEveryWordTimed(PAGE, narration);
    // The first word is heard once the MP3's start delay (1105 samples at 22.05 kHz) has played.
    expect(narration.words[0]?.timeMs).toBe(50);
    // espeak reports these words itself: they must not all be interpolated to the same time.
    expect(new Set(narration.words.map((word) => word.timeMs)).size).toBe(narration.words.length);
  });

  it('times French words with accents and elisions, one timing each', async () => {
    const narration = await narrator.narrate(ELISIONS, { language: 'french', voice: 'nova' });
    expectEveryWordTimed(ELISIONS, narration);
    expect(narration.words.map((word) => word.word)).toEqual([
      "L'ourson", 'était', 'très', 'content', "d'aller", "jusqu'à", 'la', 'rivière',
    ]);
    expect(narration.words.find((word) => word.word === 'était')?.start).toBe(9);
  });

  it('reads a French text with another voice than the English one', async () => {
    const french = await narrator.narrate(ELISIONS, { language: 'french', voice: 'nova' });
    const english = await narrator.narrate(ELISIONS, { language: 'english', voice: 'nova' });
    const fr = await narrator.narrate(ELISIONS, { language: 'fr', voice: 'nova' });
    // The same letters read by two voices: the English voice spells out what it cannot read and
    // takes noticeably longer ("jusqu'à" is three syllables for it). espeak-ng adds a little random
    // noise, so two readings by the same voice match in length, not in bytes.
    expect(french.audio.equals(english.audio)).toBe(false);
    expect(Math.abs(english.durationMs - french.durationMs)).toBeGreaterThan(150);
    expect(Math.abs(fr.durationMs - french.durationMs)).toBeLessThan(60);
    expect(resolveVoice('french', 'nova').id).toBe('fr');
  });

  it('accepts any voice name and any story language', async () => {
    for (const [language, voice] of [['german', 'shimmer'], ['yoruba', 'nova'], ['french', 'no-such-voice']] as const) {
      const narration = await narrator.narrate('Un, deux, trois.', { language, voice });
      expect(narration.durationMs).toBeGreaterThan(300);
      expect(narration.words).toHaveLength(3);
    }
  });

  it('reads a long text in chunks with timings continuing across them', async () => {
    const text = Array.from({ length: 12 }, (_, i) => `This is sentence number ${i + 1} of a rather long chapter.`).join(' ');
    const narration = await narrator.narrate(text, { language: 'english', voice: 'nova' });
    expectEveryWordTimed(text, narration);
    expect(inspectMp3(narration.audio).skippedBytes).toBe(0);
    // The twelfth sentence starts well after the first chunk of about 500 characters.
    const last = narration.words.findLast((word) => word.word === 'This');
    expect(last?.timeMs).toBeGreaterThan(narration.durationMs * 0.8);
  });

  it('returns a short silent MP3 and no words for a text with nothing to read', async () => {
    const narration = await narrator.narrate(' … ', { language: 'english', voice: 'nova' });
    expect(narration.words).toEqual([]);
    expect(inspectMp3(narration.audio).skippedBytes).toBe(0);
    expect(narration.durationMs).toBeLessThan(200);
  });

  it('hands the MP3 on piece by piece, a short piece first, and times each word inside its own piece', async () => {
    const text = `Chapter 1. The Waterfall.\n\n${PAGE} ${PAGE} ${PAGE}`;
    const pieces: Buffer[] = [];
    const narration = await narrator.narrate(text, { language: 'english', voice: 'nova', onAudio: (mp3) => pieces.push(mp3) });
    expect(pieces.length).toBeGreaterThan(1);
    expect(Buffer.concat(pieces).equals(narration.audio)).toBe(true);
    expect(inspectMp3(narration.audio).skippedBytes).toBe(0);
    expectEveryWordTimed(text, narration);
    const lengths = pieces.map((piece) => inspectMp3(piece).durationMs);
    expect(lengths[0]).toBeLessThan(lengths[1] ?? 0);
    // A piece's words are heard inside that piece: after the pieces before it, before the ones after.
    const chunks = chunkText(text, undefined, [60, 200]);
    expect(chunks).toHaveLength(pieces.length);
    let startMs = 0;
    chunks.forEach((chunk, index) => {
      const own = narration.words.filter((word) => word.start >= chunk.start && word.start < chunk.start + chunk.text.length);
      const endMs = startMs + (lengths[index] ?? 0);
      for (const word of own) {
        expect(word.timeMs).toBeGreaterThanOrEqual(startMs);
        expect(word.timeMs).toBeLessThan(endMs);
      }
      startMs = endMs;
    });
  });
});
