// A family holiday trip ('we are flying to Spain for our holidays', 'the family takes the train to Grandma's in Scotland',
// « on part en vacances en Bretagne en voiture », « Emma prend le ferry pour la Corse »; issue 10: Spain was read as a thing
// carried to 'the holidays', the trip as a quest): the suitcase packed, the way there (the airport, the station, the port,
// the road), the place named and its first sight, a small trouble of the trip the child solves, a happy day, a postcard
// (plots/do-together/holiday.yaml, plan/holiday.ts). The place is one of the language's table (reading-<lang>.yaml
// 'holiday' 'places'), kept with its preposition (en Espagne, au Portugal, à Lyon); the one of the family it is done with
// is the one named ('to Grandma's in Scotland'), else the planner's Mum or Dad.
import { foldAccents, type IdeaTables } from './tables.ts';
import { townOf } from './town.ts';
import { TRIP_WAYS, type IdeaPart, type IdeaReading, type TripWay } from './types.ts';
import { plainApostrophes } from './tokens.ts';

/** The readings a holiday replaces: nothing said, a walk to 'the holidays', a day out read as a storm or a party, a wish. */
const HOLIDAY_OVER = new Set(['none', 'journey', 'storm', 'party', 'wish']);

export function holidayTrip(t: IdeaTables, input: string, plain: string, reading: IdeaReading, readPart: (text: string) => IdeaReading, family: (reading: IdeaReading) => IdeaPart | undefined): IdeaReading | undefined {
  const rule = t.rules.holiday;
  if (!rule || !HOLIDAY_OVER.has(reading.situation)) return undefined;
  // 'going to live in London', « on part habiter à Marseille »: a move to a town, never a holiday there (idea/town.ts).
  if (townOf(t, input)) return undefined;
  const fold = (w: string): string => (t.rules['fold-accents'] === true ? foldAccents(w.toLowerCase()) : w.toLowerCase());
  // Whole words, elided ones apart (« l'Espagne »: espagne).
  const wordsOf = (text: string): string => ` ${fold(text).replace(/'s\b/g, '').replace(/[^\p{L}-]+/gu, ' ').trim()} `;
  const words = wordsOf(plain);
  const said = (w: string): boolean => words.includes(wordsOf(w));
  // The place named: the longest of its words said ('la réunion' before any shorter one).
  const place = Object.entries(rule.places).map(([key, row]) => ({ key, row, at: Math.max(0, ...row.words.filter(said).map((w) => w.length)) })).filter((p) => p.at > 0).sort((a, b) => b.at - a.at)[0];
  // 'Emma in Cornwall', « Emma à Lyon », « la Bretagne », 'Paris': with no word of a trip, a place of the table that is the
  // idea's noun (read as a name: a person 'Cornwall' looked for or partied with, or left unused) is a trip there too.
  const named = (words: string | undefined): boolean => words !== undefined && place !== undefined && place.row.words.some((w) => wordsOf(words) === wordsOf(w));
  const alone = reading.situation === 'none' && ([reading.subject, reading.place].some((p) => named(p?.words)) || (!reading.subject && reading.used.length === 0 && reading.unused.length === 1 && named(reading.unused[0])));
  if (!place || (!rule.trip.test(plain) && !alone)) return undefined;
  const way: TripWay = TRIP_WAYS.find((w) => rule.ways[w].some(said)) ?? rule['default-way'];
  // Who it is done with: one of the family the idea names ('with Grandpa', 'to Grandma's', « avec papa »); 'the family', 'we': the planner's.
  // Each clause read alone ('to see his nan in spain': his nan), as the whole idea's reading may drop them.
  const text = plainApostrophes(input).replace(/'s\b/g, '');
  const who = family(reading) ?? text.split(rule.trip).map((c) => family(readPart(c))).find((p) => p !== undefined);
  const { subject: _subject, other: _other, owner: _owner, place: _place, deed: _deed, tool: _tool, details: told, ...rest } = reading;
  const { words: _words, ...book } = place.row;
  // 'to see his nan in spain', « en voiture »: the place and the way are the trip's, never a thing seen or taken beside it.
  const trip = [...place.row.words, ...TRIP_WAYS.flatMap((w) => rule.ways[w])];
  const details = (told ?? []).filter((d) => !trip.some((w) => wordsOf(d.part.words).includes(wordsOf(w))));
  return {
    ...rest, situation: 'together', together: rule.activity, ...(who ? { owner: who } : {}), ...(details.length > 0 ? { details } : {}),
    holiday: { way, key: place.key, ...book },
    used: [input.trim()], unused: [],
  };
}
