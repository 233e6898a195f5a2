import { STORY_FAILURES } from '@storyloom/contracts/stories';
import { Translator } from '../i18n/translator';
import { describe, expect, it } from 'vitest';
import { en, fr } from '../i18n/catalogs';
import { storyFailureText } from './story-failure';

describe('storyFailureText', () => {
  it('says why a story failed in the reader’s language, for every code the server stores', async () => {
    const i18n = new Translator('fr');
    i18n.addTexts('en', en);
    i18n.addTexts('fr', fr);
    for (const code of STORY_FAILURES) {
      const french = storyFailureText(i18n.getFixedT('fr'), code);
      const english = storyFailureText(i18n.getFixedT('en'), code);
      expect(french).not.toContain('errors.');
      expect(english).not.toContain('errors.');
      expect(french).not.toBe(english);
    }
    expect(storyFailureText(i18n.getFixedT('fr'), 'generation_failed')).toMatch(/crédit vous a été rendu/);
  });
});
