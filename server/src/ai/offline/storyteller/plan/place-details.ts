// Where each of the idea's details beside the plot is told (idea/details.ts): a creature heard at dusk or in the
// dark, a food toasted in the evening, a food eaten at the happy end, a creature seen or a thing had in the middle
// of the day's doings. Never on the first page, which meets the child, and two details share a chapter only when
// the book has no other that fits. Every detail is placed: the preview has told the parent it is used.
import type { DetailKind, IdeaReading } from '../idea/types.ts';
import type { ChapterPlan, EventKind, StoryDetail } from './types.ts';

/** The events a kind of detail sits best beside, best first, after its time of day. */
const BESIDE: Record<DetailKind, { slots: ChapterPlan['time']['slot'][]; events: EventKind[] }> = {
  heard: { slots: ['evening', 'night'], events: ['night-camp', 'turning-point', 'try', 'journey'] },
  toasted: { slots: ['evening', 'night'], events: ['night-camp', 'resolution', 'celebration', 'turning-point'] },
  eaten: { slots: [], events: ['celebration', 'resolution', 'try', 'journey'] },
  seen: { slots: [], events: ['journey', 'try', 'meet-helper', 'complication'] },
  thing: { slots: [], events: ['set-off', 'journey', 'try', 'problem'] },
  found: { slots: [], events: ['try', 'journey', 'complication', 'meet-helper'] },
};

export function placeDetails(idea: IdeaReading | undefined, chapters: readonly ChapterPlan[]): { details?: StoryDetail[] } {
  if (!idea?.details?.length || chapters.length === 0) return {};
  const taken = new Set<number>();
  const details = idea.details.map((d): StoryDetail => {
    const chapter = chapterFor(d.kind, chapters, taken);
    taken.add(chapter);
    const p = d.part;
    return {
      kind: d.kind, noun: p.words, gender: p.gender, plural: p.plural, chapter, said: d.said,
      ...(p.aspirated ? { aspirated: true } : {}), ...(p.unique ? { unique: true } : {}), ...(p.prop ? { prop: p.prop } : {}),
    };
  });
  return { details };
}

function chapterFor(kind: DetailKind, chapters: readonly ChapterPlan[], taken: ReadonlySet<number>): number {
  const later = chapters.filter((c) => c.index > 0 || chapters.length === 1);
  const { slots, events } = BESIDE[kind];
  const fits = (c: ChapterPlan): number => {
    const slot = slots.indexOf(c.time.slot);
    const event = Math.min(...c.events.map((e) => events.indexOf(e.kind)).filter((i) => i >= 0));
    return (taken.has(c.index) ? 100 : 0) + (slots.length > 0 ? (slot < 0 ? 10 : slot) * 10 : 0) + (Number.isFinite(event) ? event : 9);
  };
  const best = [...later].sort((a, b) => fits(a) - fits(b) || a.index - b.index)[0];
  return best?.index ?? 0;
}
