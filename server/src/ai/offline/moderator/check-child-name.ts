// Rules for the child's name, the one piece of input that ends up in every chapter: a real first name
// (letters of any alphabet, spaces, hyphens, apostrophes), at most MAX_CHILD_NAME characters, and
// nothing the word lists refuse. An empty name is allowed: the story then uses the hero's own name.
import { MAX_CHILD_NAME } from '@storyloom/contracts/options';
import type { ModerationVerdict } from '../../types.ts';
import { findPersonalData } from './personal-data.ts';
import { readings } from './normalise-text.ts';
import { matcherFor } from './word-lists.ts';

// \p{M} keeps names written with combining accents (NFD input) and scripts that need marks (Hindi, Thai).
const NAME_CHARACTERS = /^[\p{L}\p{M}][\p{L}\p{M} '’-]*$/u;

export function checkChildName(name: string): ModerationVerdict {
  const trimmed = name.trim();
  if (trimmed === '') return { ok: true };
  if ([...trimmed].length > MAX_CHILD_NAME) return { ok: false, reason: 'name-too-long' };
  if (!NAME_CHARACTERS.test(trimmed)) return { ok: false, reason: 'name-characters' };
  if (findPersonalData(trimmed)) return { ok: false, reason: 'personal-data' };
  // Only the words that mean harm in every language: a name is not a sentence, and 'Con' is short for Connor.
  const hit = matcherFor('other').find(readings(trimmed));
  return hit ? { ok: false, reason: hit.reason } : { ok: true };
}
