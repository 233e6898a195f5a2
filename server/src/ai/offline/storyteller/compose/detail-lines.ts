// The idea's details beside the plot told in their chapters (plan/place-details.ts, details.yaml): the fox heard
// at dusk, the marshmallows toasted. Picked with a die of their own, so a book with no detail is told as before.
import type { LocaleContent } from '../content/load-content.ts';
import { fits, type Telling } from '../content/tellings.ts';
import type { ChapterPlan, StoryPlan } from '../plan/types.ts';
import { createRng } from '../rng.ts';
import type { RenderScope } from '../template/render.ts';
import type { BookChapter } from './write-book.ts';

export interface DetailTeller {
  /** The detail parts of a chapter, told after its first event. */
  partsFor(chapter: ChapterPlan, flags: ReadonlySet<string>, roles: ReadonlySet<string>, scope: RenderScope, say: (t: Telling, scope: RenderScope) => string): BookChapter['parts'];
}

export function detailTeller(plan: StoryPlan, content: LocaleContent): DetailTeller {
  const rng = createRng(plan.seed * 7 + 5);
  const used = new Set<string>();
  return {
    partsFor(chapter, flags, roles, scope, say) {
      return (plan.details ?? []).filter((d) => d.chapter === chapter.index).flatMap((d) => {
        const named = new Set([...roles, 'detail']);
        const ok = (list: readonly Telling[]): Telling[] => list.filter((t) => fits(t, flags) && [t.young, t.older, t.old].every((tpl) => !tpl || tpl.roles.every((r) => named.has(r))));
        const all = ok(content.details[d.kind]);
        const fresh = all.filter((t) => !used.has(t.key));
        // Every detail is told: the preview said so. A book with more details of a kind than tellings says one twice.
        const pool = fresh.length > 0 ? fresh : all;
        if (pool.length === 0) throw new Error(`storyteller: no ${content.lang} telling for a detail '${d.kind}' (flags ${[...flags].join(',')})`);
        const t = rng.pick(pool);
        used.add(t.key);
        const detail = { noun: d.noun, gender: d.gender, ...(d.plural ? { plural: true } : {}), ...(d.aspirated ? { aspirated: true } : {}), ...(d.unique ? { unique: true } : {}) };
        return [{ kind: `detail:${d.kind}`, text: say(t, { ...scope, entities: { ...scope.entities, detail } }), key: t.key }];
      });
    },
  };
}
