// A moral's turning point and ending recall what the book told (issue 10): "she kept her promise" only after a
// promise was made, "the bag was empty now" only after a bag was packed, the honey shared only after the honey was
// told. A recalling line with nothing before it that it recalls is the rule 'moral-recall-untold'.
import type { StoryPlan } from '../storyteller/plan/types.ts';
import type { Book } from '../storyteller/compose/write-book.ts';
import type { ContinuityFinding } from './continuity-checks.ts';

/** What a line recalls (its words), and the words the book must have told before it for the recall to hold. */
interface Recall { what: string; says: RegExp; told: RegExp; moral?: string }

const RECALLS: Record<'en' | 'fr', Recall[]> = {
  en: [
    { what: 'a promise', says: /\bpromise[sd]?\b/i, told: /\bpromise[sd]?\b/i },
    // Creativity's pockets: a helper who turns out their own pockets in a sharing book recalls nothing.
    { what: 'the pockets', says: /\bpockets?\b/i, told: /\bpockets?\b/i, moral: 'creativity' },
    { what: 'the bag', says: /\bbag\b/i, told: /\bbag\b/i },
    // A young reader's turning point shares without the word: 'Out it came, for everyone', 'Have some'.
    { what: 'the sharing', says: /\bhad shared\b|\bshared (?:out )?along\b/i, told: /\bshar(?:e|ed|ing)\b|\bfor everyone\b|\bhave some\b/i },
    { what: 'the odd bits', says: /\bbits and (?:pieces|bobs)\b|\bodd bits\b|\bpocket collection\b/i, told: /\bpockets?\b|\bbag\b|\bpile\b|\bpicked up\b|\bcollect/i },
  ],
  fr: [
    { what: 'une promesse', says: /(?<!\p{L})(?:promesses?|promis|parole)(?!\p{L})/iu, told: /(?<!\p{L})promi|promesse/iu },
    { what: 'les poches', says: /(?<!\p{L})poches?(?!\p{L})/iu, told: /(?<!\p{L})poches?(?!\p{L})/iu, moral: 'creativity' },
    { what: 'le sac', says: /(?<!\p{L})sac(?!\p{L})/iu, told: /(?<!\p{L})sac(?!\p{L})/iu },
    { what: 'le panier', says: /(?<!\p{L})panier(?!\p{L})/iu, told: /(?<!\p{L})panier(?!\p{L})/iu },
    { what: 'le partage', says: /(?<!\p{L})avait partagé/iu, told: /(?<!\p{L})partag|pour vous aussi|pour tout le monde|pour nous tous|servez-vous/iu },
    { what: 'les petits riens', says: /(?<!\p{L})(?:trésors|petits riens|bric-à-brac)(?!\p{L})/iu, told: /(?<!\p{L})(?:poches?|sac|tas|ramass)/iu },
  ],
};

/** The moral's lines that recall (its turning point and its ending), as their keys name them. */
const RECALLING = /\/morals\/[a-z]+#(?:turning-point|ending)#/;

/**
 * A turning point's or ending's moral line that recalls a thing the book never told before it: a promise never made,
 * a bag never packed, the gift (the shared thing, by its noun) never brought. The gift's noun is taken out of the
 * text before the other words are read, so a 'panier de pommes' is not the hop race's basket.
 */
export function moralRecallsUntold(plan: StoryPlan, book: Book): ContinuityFinding[] {
  const out: ContinuityFinding[] = [];
  const gift = plan.objects.find((o) => o.role === 'gift')?.noun.toLowerCase();
  const withoutGift = (text: string): string => (gift ? text.toLowerCase().split(gift).join(' ') : text);
  let before = '';
  book.chapters.forEach((c, i) => {
    for (const p of c.parts) {
      if (RECALLING.test(p.key)) {
        const line = withoutGift(p.text);
        const told = withoutGift(before);
        for (const r of RECALLS[plan.lang]) {
          if ((!r.moral || r.moral === plan.request.moral) && r.says.test(line) && !r.told.test(told)) out.push({ chapter: i, detail: `${p.key} recalls ${r.what}, never told before: “${p.text.slice(0, 60)}…”` });
        }
        if (gift && p.text.toLowerCase().includes(gift) && !before.toLowerCase().includes(gift)) {
          out.push({ chapter: i, detail: `${p.key} recalls the ${gift}, never brought before: “${p.text.slice(0, 60)}…”` });
        }
      }
      before += `\n${p.text}`;
    }
  });
  return out;
}
