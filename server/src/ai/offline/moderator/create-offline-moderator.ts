// The built-in moderator (DESIGN.md 'The AI providers'): curated English and French word and topic
// lists, personal-data patterns and prompt-injection patterns. No key, no network, deterministic.
import type { Moderator } from '../../types.ts';
import { moderateText } from './moderate-text.ts';

export function createOfflineModerator(): Moderator {
  return {
    async check(text, opts) {
      return moderateText(text, opts);
    },
  };
}
