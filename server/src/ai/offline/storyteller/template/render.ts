// The template renderer (CONTENT.md 'Tokens'): fills {role}, {role.field}, {de role}, {role:m|f},
// {role#sg|pl} and {~a|b} from the plan's entities through the language's grammar, then capitalises each
// sentence. Templates are parsed once at load (parseTemplate), so a bad token is an error at start.
import type { Entity, LanguageGrammar } from './grammar-types.ts';

export type Part =
  | { t: 'text'; s: string }
  | { t: 'field'; role: string; field: string }
  | { t: 'prep'; op: string; role: string }
  | { t: 'agree'; role: string; forms: string[]; by: 'gender' | 'number' }
  | { t: 'vary'; forms: string[] }
  | { t: 'deed' }
  | { t: 'deed-who' }
  | { t: 'purpose' }
  | { t: 'quirk'; act: boolean };

export interface Template {
  source: string;
  parts: Part[];
  /** Roles this template names: the planner only uses it where they all exist. */
  roles: string[];
}

export class TemplateError extends Error {}

const TOKEN = /\{([^{}]*)\}/g;
const ROLE = /^[a-z]+$/;

export function parseTemplate(source: string, grammar: LanguageGrammar): Template {
  const parts: Part[] = [];
  const roles = new Set<string>();
  let last = 0;
  for (const m of source.matchAll(TOKEN)) {
    if (m.index > last) parts.push({ t: 'text', s: source.slice(last, m.index) });
    last = m.index + m[0].length;
    const part = parseToken(m[1] ?? '', grammar, source);
    if ('role' in part) roles.add(part.role);
    parts.push(part);
  }
  if (last < source.length) parts.push({ t: 'text', s: source.slice(last) });
  if (/[{}]/.test(parts.map((p) => (p.t === 'text' ? p.s : '')).join(''))) throw new TemplateError(`unbalanced brace in "${source}"`);
  return { source, parts, roles: [...roles] };
}

function parseToken(body: string, grammar: LanguageGrammar, source: string): Part {
  const fail = (why: string): never => {
    throw new TemplateError(`${why}: {${body}} in "${source}"`);
  };
  if (body.startsWith('~')) {
    const forms = body.slice(1).split('|');
    if (forms.length < 2) fail('a variation needs two forms or more');
    return { t: 'vary', forms };
  }
  if (body === 'deed') return { t: 'deed' };
  if (body === 'deed.who') return { t: 'deed-who' };
  if (body === 'purpose') return { t: 'purpose' };
  if (body === 'quirk' || body === 'quirk.act') return { t: 'quirk', act: body === 'quirk.act' };
  const agree = /^([a-z]+)([:#])(.*)$/s.exec(body);
  if (agree) {
    const [, role = '', sign, rest = ''] = agree;
    const forms = rest.split('|');
    const by = sign === '#' ? 'number' : 'gender';
    if (by === 'number' ? forms.length !== 2 : ![2, 3, 4].includes(forms.length)) fail('wrong number of forms');
    return { t: 'agree', role, forms, by };
  }
  const prep = /^(\S+) ([a-z]+)$/.exec(body);
  if (prep) {
    const [, op = '', role = ''] = prep;
    if (!grammar.preps.includes(op)) fail(`unknown preposition '${op}'`);
    return { t: 'prep', op, role };
  }
  const [role = '', field = 'the', ...more] = body.split('.');
  if (!ROLE.test(role) || more.length > 0) fail('not a token');
  if (!grammar.fields.includes(field)) fail(`unknown field '${field}'`);
  return { t: 'field', role, field };
}

export interface RenderScope {
  entities: Readonly<Record<string, Entity | undefined>>;
  deed?: string;
  /** The plot's aim, already rendered ("to find the red umbrella"). */
  purpose?: string;
  /** The same aim as said inside a quotation ("to help the puppy", where the telling says "his puppy"). */
  spokenPurpose?: string;
  /** A being's quirk in the parent's words, in the story's past ('sneezed glitter'), for {quirk}; {quirk.act} is
   * what it does when it happens ('loved to dance but kept tripping': 'kept tripping'). */
  quirk?: { did: string; act: string };
  /** A number from the seed, for {~a|b}. */
  vary: (n: number) => number;
}

function entityOf(scope: RenderScope, role: string, source: string): Entity {
  const e = scope.entities[role];
  if (!e) throw new TemplateError(`role '${role}' is not in this story: "${source}"`);
  return e;
}

/** Fields that never stand as a subject: 'gave it to {owner.him}', '{owner.his} hat'. */
const OBJECT_FIELDS: ReadonlySet<string> = new Set(['him', 'his', 'hers', 'poss', 'in', 'to', 'le', 'lui']);

/** Whether the text so far has opened a quotation it has not closed (“…” in English, «…» in French). */
const inQuote = (text: string): boolean => (text.match(/[“«]/g)?.length ?? 0) > (text.match(/[”»]/g)?.length ?? 0);

/** The hero's own unnamed thing or pet is 'his puppy' in the telling, but in anybody's mouth it is 'the puppy':
 * Oliver does not say 'let's think about his puppy', nor the owl 'tell me about his puppy'. */
function spoken(e: Entity, field: string, quoted: boolean): Entity {
  return e.family && !e.name && (field === 'the' || field === 'name') && quoted ? { ...e, family: false } : e;
}

/** Renders a template; a phrase (not a sentence: {purpose}) keeps its first letter as written. */
export function renderTemplate(tpl: Template, scope: RenderScope, grammar: LanguageGrammar, sentence = true, quoted = false): string {
  let out = '';
  // Whether a field just named a plural subject: the verb after it agrees ('they were', not 'they was').
  let named = false;
  for (const p of tpl.parts) {
    const after = named;
    named = false;
    if (p.t === 'text') out += after && grammar.agreePlural ? grammar.agreePlural(p.s) : p.s;
    else if (p.t === 'vary') out += p.forms[scope.vary(p.forms.length)] ?? '';
    else if (p.t === 'deed') out += scope.deed ?? '';
    else if (p.t === 'quirk') out += (p.act ? scope.quirk?.act : scope.quirk?.did) ?? '';
    else if (p.t === 'deed-who') out += grammar.likeWho?.(scope.deed ?? '', entityOf(scope, 'hero', tpl.source)) ?? '';
    else if (p.t === 'purpose') out += (quoted || inQuote(out) ? scope.spokenPurpose : undefined) ?? scope.purpose ?? '';
    else if (p.t === 'field') {
      const e = spoken(entityOf(scope, p.role, tpl.source), p.field, quoted || inQuote(out));
      // A speech tag before a plural subject agrees too: '« Jamais ! » dirent les pirates'.
      if (e.plural && grammar.agreePluralBefore && !OBJECT_FIELDS.has(p.field)) out = grammar.agreePluralBefore(out);
      out += grammar.field(e, p.field);
      if (!OBJECT_FIELDS.has(p.field)) named = !!e.plural || !!grammar.agreesPlural?.(e, p.field);
    }
    else if (p.t === 'prep') out += grammar.prep(p.op, entityOf(scope, p.role, tpl.source));
    else {
      const e = entityOf(scope, p.role, tpl.source);
      const female = e.gender === 'f' ? 1 : 0;
      // Three forms: masculine, feminine, and wording that needs no agreement for a being of unknown gender.
      const unsure = p.forms.length === 3 && e.gender === 'n' ? 2 : undefined;
      const index = p.by === 'number' ? (e.plural ? 1 : 0) : p.forms.length === 4 ? female + (e.plural ? 2 : 0) : (unsure ?? female);
      out += p.forms[index] ?? '';
    }
  }
  const text = out.replace(/\s+/g, ' ').trim();
  return grammar.tidy(sentence ? capitalise(text, grammar.speech) : text);
}

/** Upper-cases the first letter of every sentence, also after an opening quote, but not a speech tag (the
 * grammar's words that continue a sentence after a quoted question or cry: “Why?” asked Pip). */
function capitalise(text: string, speech: RegExp): string {
  return text.replace(/(^|(?<!\.)[.!?](?!\.)\s+|[.!?]["”»]\s+)(["“«]\s?)?(\p{Ll})/gu, (m: string, before: string, quote: string | undefined, letter: string, offset: number) => {
    if (!quote && /[!?]["”»]\s+$/.test(before) && speech.test(text.slice(offset + before.length))) return m;
    return `${before}${quote ?? ''}${letter.toUpperCase()}`;
  });
}
