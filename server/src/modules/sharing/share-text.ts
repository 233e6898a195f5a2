// Share texts (SPEC §7 generate-share-text). Built from the story itself in its own language; the
// story text is quoted, never interpreted.
const FIRST_SENTENCE = /^(.{20,160}?[.!?])(\s|$)/s;

function teaser(description: string): string {
  const clean = description.replace(/\s+/g, ' ').trim();
  const match = FIRST_SENTENCE.exec(clean);
  if (match?.[1]) return match[1];
  return clean.length > 160 ? `${clean.slice(0, 157).trimEnd()}…` : clean;
}

export function shareText(title: string, description: string, language: string): string {
  const about = teaser(description);
  if (language === 'french') {
    return `📚 Découvrez « ${title} », une histoire personnalisée créée avec Storyloom.${about ? ` ${about}` : ''}`;
  }
  return `📚 Read “${title}”, a personalised story made with Storyloom.${about ? ` ${about}` : ''}`;
}
