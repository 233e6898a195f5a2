import { STORY_LANGUAGES } from '@storyloom/contracts/options';
import { describe, expect, it } from 'vitest';
import { listVoices } from './espeak-engine.ts';
import { FALLBACK_VOICE, resolveVoice, VOICE_BY_LANGUAGE } from './voices.ts';

describe('resolveVoice', () => {
  it('gives every story language a voice without throwing', () => {
    for (const language of STORY_LANGUAGES) {
      expect(resolveVoice(language, 'nova').base, language).toMatch(/^[a-z]{2,3}(-[a-z]+)?$/);
    }
  });

  it('only names voices that espeak-ng has', async () => {
    const known = new Set((await listVoices()).flatMap((voice) => voice.languages.map((language) => language.name)));
    const mapped = Object.values(VOICE_BY_LANGUAGE).filter((voice): voice is string => voice !== null);
    expect(mapped.filter((voice) => !known.has(voice))).toEqual([]);
    expect(known.has(FALLBACK_VOICE)).toBe(true);
  });

  it('reads French with the French voice and English with the English one, by name or short code', () => {
    expect(resolveVoice('french', 'nova')).toEqual({ base: 'fr', id: 'fr' });
    expect(resolveVoice('fr', 'nova').id).toBe('fr');
    expect(resolveVoice('english', 'nova').id).toBe('en-us');
    expect(resolveVoice('en', 'nova').id).toBe('en-us');
    expect(resolveVoice('spanish', 'nova').id).toBe('es');
    expect(resolveVoice('german', 'nova').id).toBe('de');
  });

  it('falls back to English for a language espeak-ng cannot speak or does not know', () => {
    expect(resolveVoice('yoruba', 'nova').id).toBe(FALLBACK_VOICE);
    expect(resolveVoice('klingon', 'nova').id).toBe(FALLBACK_VOICE);
    expect(resolveVoice('constructor', 'nova').id).toBe(FALLBACK_VOICE);
  });

  it('turns other service voice names into variants and ignores unknown names', () => {
    expect(resolveVoice('french', 'shimmer')).toEqual({ base: 'fr', id: 'fr+f3' });
    expect(resolveVoice('french', 'Onyx').id).toBe('fr+m1');
    expect(resolveVoice('french', 'somebody')).toEqual({ base: 'fr', id: 'fr' });
    expect(resolveVoice('french', 'constructor').id).toBe('fr');
    expect(resolveVoice('french', '').id).toBe('fr');
  });
});
