// Whether what the preview says it will use (idea/types.ts IdeaReading 'used') is said in the book: each used item's
// head noun (the part's head or name; a deed's last word; a clause's last word in English, first in French), in the
// book's words, singular or plural. The whole idea used as the plot (a big feeling, a day out) needs one of its words.
// The parent's own child ('my daughter') is the hero, told by being the hero. Test support and scripts/preview-told.ts.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';
import { spreadRequest } from '../plan/spread-request.ts';
import type { IdeaPart } from './types.ts';

/** Small words that are no thing of the idea ('the', 'with', 'de'), in both languages. */
const SMALL = new Set('a an the my our his her their its of to in on at for with and is are was be who that which un une le la les l de du des d à au aux mon ma mes son sa ses notre nos leur leurs qui que et avec pour dans sur en est'.split(' '));
const fold = (s: string): string => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
const words = (s: string): string[] => fold(s).split(/[^\p{L}]+/u).filter(Boolean);

const said = (head: string, text: string): boolean => {
  if (!head) return true;
  const forms = [head, `${head}s`, `${head}x`, `${head}es`, head.replace(/s$/, ''), head.replace(/al$/, 'aux'), head.replace(/y$/, 'ies')];
  return forms.some((f) => text.includes(` ${f} `));
};

export interface Unsaid { lang: 'en' | 'fr'; idea: string; item: string; head: string; seed: number }

/** The ideas checked: parent-ideas-<lang>.yaml and preview-ideas.yaml. */
export function previewIdeas(lang: 'en' | 'fr'): string[] {
  const parents = (parse(readFileSync(new URL(`./parent-ideas-${lang}.yaml`, import.meta.url), 'utf8')) as { text: string }[]).map((c) => c.text);
  const own = (parse(readFileSync(new URL('./preview-ideas.yaml', import.meta.url), 'utf8')) as Record<'en' | 'fr', string[]>)[lang];
  return [...parents, ...own];
}

/** The used items of one idea never said in its book, and how many were checked. */
export function unsaid(lang: 'en' | 'fr', idea: string, seed: number, childName = ''): { checked: number; never: Unsaid[] } {
  const r = readIdea(lang, idea);
  const parts: (IdeaPart & { said?: string })[] = [r.subject, r.owner, r.other, r.place, r.tool, r.alsoLoved, r.comfort, ...(r.details ?? []).map((d) => ({ ...d.part, text: d.said }))].filter((p): p is IdeaPart => !!p);
  const { book } = tellStory(spreadRequest(idea, lang === 'en' ? 'english' : 'french', seed, childName));
  const text = ` ${words(book.chapters.map((c) => c.content).join(' ')).join(' ')} `;
  const never: Unsaid[] = [];
  for (const item of r.used) {
    const p = parts.find((x) => x.text === item);
    const w = words(item).filter((x) => !SMALL.has(x));
    const whole = item.trim() === idea.trim() && words(item).length > 3;
    const head = p?.self ? '' : p ? words(p.name ?? p.head).join(' ')
      : whole ? (w.find((x) => x.length > 3 && said(x, text)) ?? w[0] ?? '')
      : (lang === 'en' || item === r.deed ? w[w.length - 1] : w[0]) ?? '';
    if (!said(head, text)) never.push({ lang, idea, item, head, seed });
  }
  return { checked: r.used.length, never };
}
