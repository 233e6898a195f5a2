// Small text helpers shared by both languages: capitals, English articles, counting, tidying.

export function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "a" or "an" before an English word (sound-based for the common exceptions). */
export function aOrAn(phrase: string): string {
  const word = phrase.toLowerCase();
  const an = /^(hour|honest|honou?r|heir)/.test(word) || (/^[aeiou]/.test(word) && !/^(uni|use|eu|one|once|ufo)/.test(word));
  return `${an ? 'an' : 'a'} ${phrase}`;
}

export function countWords(text: string): number {
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}

/** Sentences of a text, for the repetition measures (ends at . ! ? and closing quotes). */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n\n+/)
    .flatMap((para) => para.match(/[^.!?]+[.!?]+[”»"]?/g) ?? [])
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** Normalises spacing and French typographic spaces. Each unit is one or more whole sentences. */
export function tidy(text: string): string {
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ([,.])/g, '$1')
    .replace(/\s+\n/g, '\n')
    .trim();
}

export function joinList(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1] ?? ''}`;
}

export function titleCase(text: string): string {
  const small = new Set(['a', 'an', 'the', 'and', 'of', 'to', 'in', 'on', 'at', 'for', 'with', 'who', 'by']);
  return text
    .split(' ')
    .map((w, i) => (i > 0 && small.has(w.toLowerCase()) ? w.toLowerCase() : cap(w)))
    .join(' ');
}
