// A telling read from a content file, parsed once: its templates per age band and its conditions.
import type { AgeGroup } from '@storyloom/contracts/options';
import type { LanguageGrammar } from '../template/grammar-types.ts';
import { parseTemplate, type Template } from '../template/render.ts';
import type { TellingSource } from './schema.ts';

export interface Telling {
  /** Stable key for the variety checks and the family's recent lines: file#beat#index. */
  key: string;
  young: Template;
  older: Template;
  /** Appended for 8-12. */
  old?: Template;
  if: string[];
  /** A moral's setup: the flags its turning point is told with (the fib that was told: 'fib-scared'). */
  sets?: string[];
  /** Told in this order among the tellings of its beat that have one (the tent pitched before the campfire). */
  step?: number;
  /** The beat moods it fits (texture lines): none said, any. */
  moods?: readonly string[];
  /** A helper's task: its advice in the helper's words ('look again where you already looked'), per age band. */
  advice?: { young: Template; older: Template };
}

export function compileTelling(source: TellingSource, key: string, grammar: LanguageGrammar): Telling {
  const src = typeof source === 'string' ? { text: source } : source;
  const base = src.text ?? src.young ?? src.older ?? '';
  const young = parseTemplate(src.young ?? base, grammar);
  const older = parseTemplate(src.older ?? base, grammar);
  return { key, young, older, ...(src.old ? { old: parseTemplate(src.old, grammar) } : {}), if: src.if ?? [], ...(src.sets ? { sets: src.sets } : {}), ...(src.step ? { step: src.step } : {}),
    ...(src.advice ? { advice: { young: parseTemplate(src.advice.young, grammar), older: parseTemplate(src.advice.older, grammar) } } : {}), ...(src.moods ? { moods: src.moods } : {}) };
}

export function templatesFor(t: Telling, age: AgeGroup): Template[] {
  if (age === '3-5') return [t.young];
  return age === '8-12' && t.old ? [t.older, t.old] : [t.older];
}

/** Does the telling fit? Every flag must be set (or, for '!flag', unset). */
export function fits(t: Telling, flags: ReadonlySet<string>): boolean {
  return t.if.every((f) => (f.startsWith('!') ? !flags.has(f.slice(1)) : flags.has(f)));
}
