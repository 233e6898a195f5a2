// The weather an idea happens in ('lost in the snow', 'un chaton perdu dans le brouillard'): the sky of the book.
import { foldAccents, type IdeaTables } from './tables.ts';
import type { IdeaReading, IdeaWeather } from './types.ts';

/**
 * Sets the reading's weather from the words of the idea (and keeps the word among the used ones). 'a dog called Snowy'
 * brings no snow: a name is nobody's weather; nor is the weather refused ('a cloud that won't rain': `refusedDeed`).
 * Else the cue's own sky: 'a red umbrella that flies away', the wind that blew it off is the sky of its chapters.
 */
export function readSky(t: IdeaTables, reading: IdeaReading, safe: string, refusedDeed: string | undefined, cueSky: IdeaWeather | undefined): void {
  const names = [reading.subject, reading.owner, reading.other].flatMap((p) => (p?.name ? [p.name.replace(/[^\p{L} -]/gu, '')] : []));
  const refused = refusedDeed ? refusedDeed.split(' ').slice(0, 1).filter((w) => t.weatherOf.has(foldAccents(w))) : [];
  const sky = [...t.words['weather-not'], ...names, ...refused].reduce((text, n) => text.replace(new RegExp(`(?<!\\p{L})${n}(?!\\p{L})`, 'giu'), ' '), safe.replace(/-/g, ' '));
  const weatherWord = sky.split(/[^\p{L}]+/u).find((w) => t.weatherOf.has(foldAccents(w.toLowerCase())));
  if (weatherWord) {
    reading.weather = t.weatherOf.get(foldAccents(weatherWord.toLowerCase()));
    if (!reading.used.some((u) => u.toLowerCase().includes(weatherWord.toLowerCase()))) reading.used.push(weatherWord);
  }
  if (!reading.weather && cueSky) reading.weather = cueSky;
}
