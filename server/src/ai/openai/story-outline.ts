// The service writer's outline (issue 10 'One story plan, two writers'): the storyteller's planner makes
// the plan, and the model writes the words for it, so a service's book keeps the same guarantees (the
// child is the hero, the idea is the plot, time moves forward) and the same cast for the pictures.
import type { StoryRequest } from '../types.ts';
import { contentFor, readIdea } from '../offline/storyteller/languages.ts';
import { planStory } from '../offline/storyteller/plan/plan-story.ts';
import type { StoryPlan } from '../offline/storyteller/plan/types.ts';

/** Plans in the story's language when the storyteller has it, else in English (names, nouns). */
export function planForService(req: StoryRequest): StoryPlan {
  const lang = req.language === 'french' ? 'fr' : 'en';
  const content = contentFor(lang);
  const idea = req.customPrompt.trim() ? readIdea(lang, req.customPrompt) : undefined;
  return planStory({ req, ...(idea ? { idea } : {}), ...(req.recentPlots ? { recentPlots: req.recentPlots } : {}) }, content);
}

function who(plan: StoryPlan, role: string): string {
  const m = plan.cast.find((c) => c.role === role);
  if (!m) return role;
  return `${m.name ?? `the ${m.noun ?? m.species}`} (${m.species}${m.family ? ", the hero's family" : ''})`;
}

function what(plan: StoryPlan, role: string): string {
  const o = plan.objects.find((x) => x.role === role);
  return o ? (o.name ?? o.noun) : role;
}

/** The plan as an outline a model can follow, chapter by chapter. */
export function outlineText(plan: StoryPlan): string {
  const hero = plan.cast.find((c) => c.role === 'hero');
  const lines = [
    `Plot: ${plan.plot}.${plan.deed ? ` What is wanted or refused: "${plan.deed}".` : ''}`,
    `Cast: ${plan.cast.map((c) => `${c.role} = ${who(plan, c.role)}`).join('; ')}.`,
    hero?.figure === 'child' || plan.request.childName
      ? `${hero?.name ?? 'The hero'} is the hero: the one who tries, chooses and solves. Never make the hero old or a sidekick.`
      : `${hero?.name ?? 'The hero'} is the hero: the one who tries, chooses and solves.`,
    plan.objects.length > 0 ? `Things: ${plan.objects.map((o) => `${o.role} = ${o.name ?? o.noun} (first in chapter ${o.introducedIn + 1})`).join('; ')}.` : '',
    `Places: ${plan.places.map((p) => `${p.role} = ${p.scene}`).join('; ')}.`,
    'Chapters (keep this order; time only moves forward; introduce every person and thing before naming it with "the"):',
    ...plan.chapters.map((c) => {
      const events = c.events.map((e) => `${e.kind}${e.n !== undefined ? ` ${e.n + 1}` : ''}${e.object ? ` (about ${what(plan, e.object)})` : ''}${e.moral ? ` [the moral "${plan.request.moral}" acts here]` : ''}`).join(', ');
      return `${c.index + 1}. day ${c.time.day + 1}, ${c.time.slot}, at ${c.place}${c.weather !== 'clear' ? `, ${c.weather}` : ''}: ${events}.`;
    }),
  ];
  return lines.filter(Boolean).join('\n');
}
