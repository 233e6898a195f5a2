// Chapter shapes (issue 10 'chapter shapes written as tables'): for each length, what each chapter tells,
// where and when. Longer books add plot (a third try, a second complication, a helper's task, a night),
// never filler. Time slots only move forward; the day changes only after the 'night' chapter.
import type { StoryLength } from '@storyloom/contracts/options';
import type { EventKind, PlaceRole, TimeSlot } from './types.ts';

export interface ChapterShape {
  events: EventKind[];
  slot: TimeSlot;
  place: PlaceRole;
  /**
   * More plot for readers of 5 and over (issue 10: a long book is richer by plot, not filler): another try
   * or another complication, told after the chapter's events when the plot has tellings enough for it.
   */
  older?: EventKind[];
}

const S = (events: EventKind[], slot: TimeSlot, place: PlaceRole, older?: EventKind[]): ChapterShape => ({ events, slot, place, ...(older ? { older } : {}) });

export const SHAPES: Record<StoryLength, ChapterShape[]> = {
  // Five chapters leave no room for a complication: the second try is the hard one.
  short: [
    S(['opening', 'problem'], 'morning', 'home'),
    S(['set-off', 'try'], 'midday', 'away'),
    S(['meet-helper', 'try'], 'afternoon', 'away'),
    S(['turning-point', 'resolution'], 'evening', 'far'),
    S(['celebration', 'homecoming'], 'night', 'home'),
  ],
  medium: [
    S(['opening'], 'morning', 'home'),
    S(['problem', 'set-off'], 'morning', 'home'),
    S(['journey', 'try'], 'midday', 'away'),
    S(['meet-helper', 'helper-task'], 'afternoon', 'away'),
    S(['try', 'complication'], 'afternoon', 'far'),
    S(['turning-point'], 'evening', 'far'),
    S(['resolution'], 'evening', 'far'),
    S(['celebration', 'homecoming'], 'night', 'home'),
  ],
  long: [
    S(['opening'], 'morning', 'home'),
    S(['problem'], 'morning', 'home'),
    S(['set-off', 'journey'], 'midday', 'away'),
    S(['try'], 'afternoon', 'away', ['complication']),
    S(['meet-helper', 'helper-task'], 'evening', 'away'),
    S(['night-camp'], 'night', 'away'),
    S(['new-morning', 'try'], 'morning', 'far'),
    S(['complication'], 'midday', 'far', ['try']),
    S(['try', 'complication'], 'afternoon', 'far'),
    S(['turning-point'], 'afternoon', 'far'),
    S(['resolution'], 'evening', 'far'),
    S(['celebration', 'homecoming'], 'night', 'home'),
  ],
};
