// The child's name, cleaned for use in prose (its gender: grammar/first-name-gender.ts).

/** Letters, spaces, hyphens and apostrophes only; at most 3 words and 24 characters a word. */
export function cleanChildName(raw: string): string {
  const letters = raw
    .normalize('NFC')
    .replace(/[^\p{L}' -]/gu, ' ')
    .replace(/’/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  const words = letters
    .split(' ')
    .filter((w) => /\p{L}/u.test(w) && w.length <= 24)
    .slice(0, 3);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ').slice(0, 40).trim();
}

