// A friend who moves away ('my best friend is moving to another town', « sa meilleure amie déménage ») is said goodbye
// to (flag goodbye, plots/find-friend/goodbye.yaml).
import type { IdeaTables } from './tables.ts';
import type { IdeaReading } from './types.ts';

/** Only a friend's move (phrase-words 'friend'): the child's own ('Léa déménage') is the family's, a grandma gone is
 * missed. `text` is the idea as the language's rules read it (accents folded or not). */
export function readGoodbye(t: IdeaTables, reading: IdeaReading, text: string): void {
  if (reading.subject === undefined || !t.words.friend.has(reading.subject.head) || !t.rules.goodbye?.test(text)) return;
  reading.goodbye = true;
  // 'moving to Paris': the town they go to is no one else in the story.
  if (reading.other?.kind === 'person') delete reading.other;
}
