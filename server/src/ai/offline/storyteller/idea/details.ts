// The parent's details beside the plot (issue 10: 'camping in the garden, toasting marshmallows, hearing a fox'
// gave a camping book with no marshmallows and no fox, and a preview that said both were used). Each noun
// phrase the plot takes no part of is read here into a detail with a way to tell it (details-<lang>.yaml: a
// creature heard, one seen, a food toasted or eaten, a thing the child has, one found), told in a chapter that fits it
// (plan/place-details.ts); a phrase with no way to tell it stays in the preview's not-used list.
import { z } from 'zod';
import { perLanguage, readYaml } from '../content/read-yaml.ts';
import type { NounPhrase } from './noun-phrases.ts';
import { foldAccents, type IdeaTables } from './tables.ts';
import { clauseNumbers, type Token } from './tokens.ts';
import type { DetailKind, IdeaPart, IdeaReading } from './types.ts';

const file = z.strictObject({
  heard: z.string().min(1),
  seen: z.string().min(1),
  toasted: z.string().min(1),
  eaten: z.string().min(1),
  found: z.string().min(1),
  foods: z.array(z.string().min(1)),
  not: z.array(z.string().min(1)),
  max: z.number().int().positive(),
  'own-story': z.array(z.string().min(1)),
});

const detailTables = perLanguage((lang) => {
  const f = readYaml(new URL(`./details-${lang}.yaml`, import.meta.url), file);
  const re = (s: string): RegExp => new RegExp(s, 'iu');
  return { heard: re(f.heard), seen: re(f.seen), toasted: re(f.toasted), eaten: re(f.eaten), found: re(f.found), foods: new Set(f.foods.map(fold)), not: new Set(f.not.map(fold)), max: f.max, ownStory: new Set(f['own-story']) };
});

function fold(s: string): string {
  return foldAccents(s.toLowerCase()).replace(/œ/g, 'oe');
}

export type Detail = NonNullable<IdeaReading['details']>[number];

/**
 * The details among the phrases the plot took nothing of, with the phrases they are, so the reader counts them
 * used. `said` is the parent's clause when the detail is all it names ('hearing a fox'), else its own words.
 */
export function readDetails(t: IdeaTables, text: string, tokens: readonly Token[], untaken: readonly NounPhrase[], toPart: (p: NounPhrase) => IdeaPart): { details: Detail[]; phrases: NounPhrase[] } {
  const d = detailTables(t.language);
  const clauses = clauseNumbers(tokens, t.words.joins);
  // 'at the top of', 'looking for a friend': a where or the situation's friend is no detail; nor is the weather
  // ('caught in a howling gale'): that is the book's sky (idea/sky.ts).
  // A vehicle said bare (« en voiture », 'by car') is how one went, no thing beside the story either.
  const left = untaken.filter((p) => !t.words.where.has(p.head) && !t.words.friend.has(p.head) && !t.words.weather.has(p.head)
    && !(t.words.vehicles.has(p.head) && !p.det && !p.name && t.words['travel-by'].has(p.before ?? '')));
  const details: Detail[] = [];
  const phrases: NounPhrase[] = [];
  for (const p of left) {
    if (details.length >= d.max) break;
    const kind = p.entry?.kind;
    if (kind === 'person' || kind === 'place' || kind === 'event' || p.entry?.self || p.name || d.not.has(fold(p.head))) continue;
    // 'a broken spaceship', 'des chaussettes qui parlent japonais': a thing with its own trouble or tale is more than a detail.
    if (tokens.slice(p.start, p.end).some((x) => t.situationWords.has(x.low)) || d.ownStory.has(tokens[p.end]?.low ?? '')) continue;
    const clause = clauses[p.start];
    let from = p.start;
    while (from > 0 && clauses[from - 1] === clause) from--;
    // The clause's first word may be the comma or the join that opened it ('and hearing a fox'): its words start after.
    while (from < p.start && (/^[.,;!?:]$/.test(tokens[from]?.raw ?? '') || t.words.joins.has(tokens[from]?.low ?? '') || t.words.asides.has(tokens[from]?.low ?? ''))) from++;
    const lead = fold(text.slice(tokens[from]?.start ?? 0, tokens[p.start]?.start ?? 0));
    const how = detailKind(d, kind, [fold(p.head), fold([...p.modifiers, p.head].join(' '))], lead);
    if (!how) continue;
    const others = left.some((q) => q !== p && clauses[q.start] === clause);
    const start = others ? tokens[p.start]?.start : tokens[from]?.start;
    details.push({ kind: how, part: toPart(p), said: text.slice(start ?? 0, tokens[p.end - 1]?.end).trim() });
    phrases.push(p);
  }
  return { details, phrases };
}

function detailKind(d: ReturnType<typeof detailTables>, kind: string | undefined, heads: readonly string[], lead: string): DetailKind | undefined {
  if (kind === 'animal') return d.heard.test(lead) ? 'heard' : 'seen';
  // 'marshmallows', 'chamallows': a head the lexicon does not know may be written plural.
  if (heads.some((h) => d.foods.has(h) || d.foods.has(h.replace(/e?s$/, '')) || d.foods.has(h.replace(/s$/, '')))) return d.toasted.test(lead) ? 'toasted' : 'eaten';
  if (kind === 'object') return d.found.test(lead) ? 'found' : 'thing';
  // A noun the lexicon does not know is told only when its verb says how: 'spotting a deer', 'hearing the frogs',
  // 'digging up a fossil'.
  if (d.found.test(lead)) return 'found';
  if (d.heard.test(lead)) return 'heard';
  if (d.seen.test(lead)) return 'seen';
  return undefined;
}

/**
 * A part a reading of its own dropped ('toasting marshmallows' was the subject before camping was read): a detail
 * when its clause says how to tell it, else undefined and the preview lists it as not used.
 */
export function partDetail(t: IdeaTables, text: string, part: IdeaPart): Detail | undefined {
  const d = detailTables(t.language);
  if (part.kind === 'person' || part.kind === 'place' || part.kind === 'event' || t.words.weather.has(part.head) || part.self || part.name || d.not.has(fold(part.head))) return undefined;
  const at = text.indexOf(part.text);
  if (at < 0) return undefined;
  const after = /^\s*([\p{L}']+)/u.exec(text.slice(at + part.text.length))?.[1]?.toLowerCase() ?? '';
  if (part.text.toLowerCase().split(/[^\p{L}]+/u).some((w) => t.situationWords.has(w)) || d.ownStory.has(after)) return undefined;
  const joins = [...t.words.joins, ...t.words.asides].join('|');
  const before = text.slice(0, at);
  const cut = Math.max(...[...before.matchAll(new RegExp(`[.,;!?:]|(?<!\\p{L})(?:${joins})(?!\\p{L})`, 'giu'))].map((m) => m.index + m[0].length), 0);
  const lead = fold(before.slice(cut));
  const how = detailKind(d, part.kind, [fold(part.head), fold(part.words.replace(/^.* (?=\S+ \S+$)/, ''))], lead);
  return how ? { kind: how, part, said: text.slice(cut, at + part.text.length).trim() } : undefined;
}
