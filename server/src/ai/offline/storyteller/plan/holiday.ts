// A family holiday trip (idea/holiday.ts; plan/plots.yaml 'together' 'holiday' and 'trips'): the way there is drawn where it
// starts (the airport or the station as the hall, the port by the sea, the road through the village, never a meadow), the
// place named where its kind is (the seaside, the hills, the town); each way and each kind is told by its own lines
// ('trip-plane', 'trip-sea'), and the place is the book's {trip}, said with its preposition (in Spain, « en Espagne »).
import type { HolidayTrip, IdeaReading } from '../idea/types.ts';
import { TRIP_WAYS } from '../idea/types.ts';
import { PLOT_TABLE } from './plot-table.ts';
import type { PlaceId, PlotId } from './types.ts';

const TRIPS = PLOT_TABLE.trips;
const isHoliday = (idea: IdeaReading | undefined): boolean => idea?.together === 'holiday' && idea.holiday !== undefined;

/** The holiday's way and place, in a book of it (do-together 'holiday'). */
export const holidayTrip = (plan: { plot: PlotId; idea?: IdeaReading | undefined }): HolidayTrip | undefined =>
  plan.plot === 'do-together' && isHoliday(plan.idea) ? plan.idea?.holiday : undefined;

/** Where a holiday's way there and its place are drawn. */
export function holidayPlaces(idea: IdeaReading | undefined): { away: PlaceId; far: PlaceId } | undefined {
  const trip = isHoliday(idea) ? idea?.holiday : undefined;
  return trip ? { away: TRIPS.ways[trip.way], far: TRIPS.scenes[trip.scene].place } : undefined;
}

/** The flags of a holiday's book: its way ('trip-plane') and its kind of place ('trip-sea'). */
export const HOLIDAY_FLAGS = [...TRIP_WAYS.map((w) => `trip-${w}`), ...Object.values(TRIPS.scenes).map((s) => s.flag)];
export const holidayFlags = (plot: PlotId, idea: IdeaReading | undefined): string[] =>
  plot === 'do-together' && isHoliday(idea) && idea?.holiday ? [`trip-${idea.holiday.way}`, TRIPS.scenes[idea.holiday.scene].flag] : [];
