import type { Entity, LanguageGrammar } from '../template/grammar-types.ts';
import type { BookChapter } from './write-book.ts';

const SENTENCE_END = /(?<=[.!?][”"»]?)\s+(?=\S)/;
const cap = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

/**
 * French: the family's pet with no name is 'son chaton' on every page, and a book of "Son chaton... Son
 * chaton..." reads like a list. Of the sentences opening with it, one in three keeps 'Son chaton'; the others
 * say 'il' / 'elle' right after a sentence about the pet in the same chapter, else by turns 'le petit chat'
 * (words.yaml pet-names, by the pet's noun) and 'le chaton'. Made once per book, called on each chapter.
 */
export function petStartVariety(entities: Record<string, Entity>, g: LanguageGrammar, names: Record<string, string> | undefined): (parts: BookChapter['parts']) => void {
  const pet = names ? Object.values(entities).find((e) => e.family && !e.name && !e.plural && e.noun !== undefined && names[e.noun] !== undefined) : undefined;
  const own = pet ? cap(g.field(pet, 'the')) : '';
  if (!pet?.noun || !names || !/^(Son|Sa|Ton|Ta|Mon|Ma) /.test(own)) return () => undefined;
  const others = [cap(names[pet.noun] ?? ''), cap(g.field({ ...pet, family: false }, 'the'))];
  const pronoun = cap(g.field(pet, 'il'));
  let opened = 0;
  let turn = 0;
  return (parts) => {
    let lastWasPet = false;
    for (const p of parts) {
      const chunks = p.text.split(SENTENCE_END);
      const gaps = p.text.match(new RegExp(SENTENCE_END.source, 'gu')) ?? [];
      const out = chunks.map((s) => {
        if (!s.startsWith(`${own} `)) {
          lastWasPet = others.some((o) => s.startsWith(`${o} `)) || (lastWasPet && s.startsWith(`${pronoun} `));
          return s;
        }
        const rest = s.slice(own.length);
        const keep = opened++ % 3 === 0;
        const says = keep ? own : lastWasPet && !/^ (et|ou) /.test(rest) ? pronoun : others[turn++ % others.length];
        lastWasPet = true;
        return `${says}${rest}`;
      });
      p.text = out.map((x, i) => `${x}${gaps[i] ?? ''}`).join('');
    }
  };
}
