// The built-in writing help of the contact form: a subject and a polite message built around the
// parent's own words, in the category's tone, from per-language templates (contact-templates-*.json).
import type { ContactDraftRequest } from '../../types.ts';
import en from './contact-templates-en.json' with { type: 'json' };
import fr from './contact-templates-fr.json' with { type: 'json' };

const TEMPLATES = { en, fr } as const;
const MAX_TOPIC = 70;

/** One line, no doubled spaces. */
function tidy(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The parent's words as sentences: first letter up, a full stop when none ends them. */
export function asSentences(text: string): string {
  const clean = tidy(text);
  if (!clean) return '';
  const first = clean.charAt(0).toLocaleUpperCase() + clean.slice(1);
  return /[.!?…]$/.test(first) ? first : `${first}.`;
}

/** The subject's topic: the parent's first sentence, cut at a word under MAX_TOPIC characters. */
export function topicOf(text: string): string {
  const firstSentence = tidy(text).split(/(?<=[.!?…])\s/)[0] ?? '';
  const bare = firstSentence.replace(/[.!?…\s]+$/, '');
  const topic = bare.charAt(0).toLocaleUpperCase() + bare.slice(1);
  if (topic.length <= MAX_TOPIC) return topic;
  const cut = topic.slice(0, MAX_TOPIC);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 20 ? cut.slice(0, lastSpace) : cut).replace(/[,;:\s]+$/, '')}…`;
}

const wordsOf = (text: string) => new Set(text.toLocaleLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2));

/**
 * True when the prompt says no more than the category's introduction (the form's prepared prompt for a
 * category): the draft then asks for the details instead of repeating the introduction.
 */
function saysNothingNew(prompt: string, intro: string): boolean {
  const known = wordsOf(intro);
  const said = [...wordsOf(prompt)];
  return said.length > 0 && said.filter((w) => known.has(w)).length / said.length >= 0.6;
}

export function writeContactMessage(req: ContactDraftRequest): { subject: string; message: string } {
  const words = TEMPLATES[req.language];
  const tone = words.categories[req.category];
  const name = req.name ? tidy(req.name) : '';
  const generic = saysNothingNew(req.prompt, tone.intro);
  const subject = generic ? tone.subject.replace(/\s*:\s*\{\{topic\}\}/, '') : tone.subject.replace('{{topic}}', topicOf(req.prompt));
  const message = [
    words.greeting,
    '',
    tone.intro,
    '',
    generic ? words.detailsAsk : `${words.detailsLead}${asSentences(req.prompt)}`,
    '',
    tone.closing,
    '',
    name ? `${words.signOff}\n${name}` : words.signOffAnonymous,
  ].join('\n');
  return { subject, message };
}
