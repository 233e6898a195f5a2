// Names said shorter once the reader knows them: 'the shiny red umbrella' becomes 'the umbrella', 'le défi de
// faire du vélo sans petites roues' becomes 'le défi'. An editor marks a long name said whole on every page.
import type { StoryPlan } from '../plan/types.ts';

/** A phrase of the parent's idea with its adjectives ('shiny red umbrella') and its noun alone ('umbrella'). */
export interface ShortName { full: string; short: string; long: boolean }

/**
 * The idea's things named with adjectives, whose noun alone is no other being's or thing's: an editor marks
 * "the shiny red umbrella" said in full in every sentence. Names ('Biscuit') are never shortened.
 */
export function shortNames(plan: StoryPlan): ShortName[] {
  const idea = plan.idea;
  if (!idea) return [];
  const parts = [idea.subject, idea.owner, idea.other, idea.tool, idea.alsoLoved].filter((p): p is NonNullable<typeof p> => !!p && !p.name && p.adjectives.length > 0);
  const nouns = [...plan.cast.map((c) => c.noun ?? c.species), ...plan.objects.map((o) => o.noun)].filter((n): n is string => !!n);
  return parts.flatMap((p) => {
    const adjectives = new Set(p.adjectives);
    const short = p.words.split(' ').filter((w) => !adjectives.has(w)).join(' ');
    const last = (n: string): string => n.split(' ').pop() ?? '';
    // "the cat" would as well be the ginger cat who is the hero's friend.
    const clash = nouns.some((n) => n !== p.words && last(n) === last(short));
    return short && short !== p.words && !clash ? [{ full: p.words, short, long: p.words.split(' ').length > 2 }] : [];
  });
}

/**
 * After its first mention the parent's thing is called by its noun: "the umbrella", not "the shiny red
 * umbrella" again. A thing of one adjective ('the red umbrella') is said in full once more on each page.
 */
export function shortenRepeats(parts: readonly { text: string }[], names: readonly ShortName[], mentions: Map<string, number>): void {
  for (const n of names) {
    let onPage = 0;
    const re = new RegExp(`(?<![\\p{L}])(?:(a|an) )?${n.full.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'giu');
    for (const p of parts) {
      p.text = p.text.replace(re, (m: string, article: string | undefined) => {
        const said = mentions.get(n.full) ?? 0;
        mentions.set(n.full, said + 1);
        const keep = said === 0 || (!n.long && onPage === 0);
        onPage++;
        if (keep) return m;
        // Met before: 'a shiny red umbrella' is by now 'the umbrella'.
        if (article) return `${article[0] === 'A' ? 'T' : 't'}he ${n.short}`;
        return m[0] === m[0]?.toUpperCase() ? n.short.charAt(0).toUpperCase() + n.short.slice(1) : n.short;
      });
    }
  }
}

/**
 * What a French book talks of, said whole once, then by its head noun: 'le défi de faire du vélo sans petites
 * roues', then 'le défi' ('Pour le défi, mon conseil...', 'la journée du défi'); 'la sortie avec la meilleure
 * copine', then 'la sortie'. The article stays as the sentence wrote it (du défi, au défi), so it still agrees.
 * A short tail ('le défi de nager', 'la fête de Mamie') is said whole: it is not yet a mouthful.
 */
export function frenchFocusShortName(focus: string | undefined): ShortName[] {
  const m = /^(?:le |la |l')(\p{L}+)((?: de | d'| avec ).+)$/u.exec(focus ?? '');
  if (!m?.[1] || !m[2] || m[2].trim().split(/\s+/).length < 3) return [];
  return [{ full: `${m[1]}${m[2]}`, short: m[1], long: true }];
}

/**
 * What the book talks of (words.yaml `{focus}`) told whole once, then by its short name: a dream, 'learning to be
 * a ballerina', then 'the ballet dream' (`dream-names`, by the dream's kind); 'learning to fly like a bird', then
 * 'the challenge'; 'the great argument over whether to go to bed', then 'the great argument' (the focus's `short`).
 * An editor marks the whole of it said on every page. Not `long`: said whole once on each page ('learning to swim').
 */
export function focusShortName(focus: string | undefined, short: string | undefined, long: boolean): ShortName[] {
  return focus && short && short !== focus ? [{ full: focus, short, long }] : [];
}
