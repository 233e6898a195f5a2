// A word for no thing, being or place (« le mal », 'evil', 'happiness'), named with nothing happening: the reader found
// a noun and the planner a thing to hunt ("La chasse au mal"). Named alone it is left unused (the preview's 'could not
// use' list) and the theme tells the book; the list is reading-<lang>.yaml 'abstract-nouns'.
import type { IdeaTables } from './tables.ts';
import type { IdeaReading } from './types.ts';

export function abstractLeft(t: IdeaTables, reading: IdeaReading): IdeaReading {
  const s = reading.subject;
  if (reading.situation !== 'none' || !s || s.name !== undefined || !t.rules['abstract-nouns'].includes(s.head.toLowerCase())) return reading;
  const { subject: _subject, ...rest } = reading;
  return { ...rest, used: reading.used.filter((u) => u !== s.text), unused: [...reading.unused.filter((u) => u !== s.text), s.text] };
}
