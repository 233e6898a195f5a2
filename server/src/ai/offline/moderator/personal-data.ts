// Personal data has no place in a story that may be shared by a public link: a phone number, an e-mail,
// a street address or a web link in the child's name, the custom ideas or the story text is refused.
// These run on the original text, because removing digits and symbols is what hides them.

const EMAIL = /[\p{L}0-9._%+-]+@[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.\p{L}{2,}/u;
// 'name at domain dot com', the way people write an address to slip it past a filter.
const SPELLED_EMAIL = /\b[a-z0-9._-]+\s*[([]?\s*(?:at|arobase)\s*[)\]]?\s*[a-z0-9-]+\s*[([]?\s*(?:dot|point)\s*[)\]]?\s*(?:com|net|org|fr|io|co|uk|de|be|ch|ca)\b/i;
const WEB_URL = /\b(?:https?:\/\/|www\.)\S+/i;
// Bare domains in lower case only: 'the end.Me too' is a missing space, not a link.
const BARE_DOMAIN = /\b[a-z0-9-]{2,}\.(?:com|net|org|fr|io|co\.uk)\b/;

const PHONES: readonly RegExp[] = [
  /\+\s?\d[\d\s.()-]{6,16}\d/, // international: +33 6 12 34 56 78, +1 (555) 123-4567
  /\b0\d(?:[\s.-]?\d{2}){4}\b/, // French: 06 12 34 56 78
  /(?:\(\d{3}\)|\b\d{3})[\s.-]?\d{3}[\s.-]\d{4}\b/, // North American: (555) 123-4567, 555.123.4567
  /\b0\d{3}\s?\d{3}\s?\d{4}\b/, // UK mobile: 07700 900123 read as 0770 090 0123 too
  /\b0\d{4}\s\d{6}\b/, // UK: 07700 900123
  /\b\d{8,15}\b/, // a bare run of digits as long as a phone number
];

const NUMBER = String.raw`\b\d{1,4}\s*(?:bis|ter)?,?\s+`;
const ARTICLE = String.raw`(?:de\s+la\s+|de\s+l['’]|des\s+|du\s+|de\s+|d['’])?`;
// '12 rue des Lilas'. Words that are also everyday nouns ('1 place de cinéma', '1 chemin de terre') count
// only when the name that follows is capitalised.
const FRENCH_STREETS: readonly RegExp[] = [
  new RegExp(`${NUMBER}(?:[Rr]ue|[Aa]venue|[Aa]v\\.|[Bb]oulevard|[Bb]d|[Ii]mpasse|[Aa]ll[ée]e|[Qq]uai)\\s+${ARTICLE}\\p{L}`, 'u'),
  new RegExp(`${NUMBER}(?:[Pp]lace|[Rr]oute|[Cc]hemin|[Ss]quare|[Ff]aubourg|[Cc]ours)\\s+${ARTICLE}\\p{Lu}`, 'u'),
];
const ENGLISH_STREET_TYPES = new Set([
  'street', 'st', 'road', 'rd', 'avenue', 'ave', 'lane', 'ln', 'drive', 'dr', 'boulevard', 'blvd', 'court',
  'ct', 'way', 'place', 'pl', 'terrace', 'close', 'crescent', 'gardens', 'grove', 'square', 'parkway', 'highway',
]);
// '221 Baker Street', '221B Baker Street': a number, one to three capitalised words, a street type. The
// capital letters keep '3 little pigs on the road' out.
const ENGLISH_STREET = /\b\d{1,5}[a-zA-Z]?\s+((?:\p{Lu}[\p{L}'-]*\s+){1,3})(\p{L}+)\b/gu;
const UK_POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s+\d[A-Z]{2}\b/;

function hasEnglishStreet(text: string): boolean {
  for (const match of text.matchAll(ENGLISH_STREET)) {
    if (ENGLISH_STREET_TYPES.has((match[2] ?? '').toLowerCase())) return true;
  }
  return false;
}

/** 'personal-data' when the text holds contact details or a street address, 'link' for a web address. */
export function findPersonalData(text: string): 'personal-data' | 'link' | undefined {
  if (EMAIL.test(text) || SPELLED_EMAIL.test(text)) return 'personal-data';
  if (PHONES.some((re) => re.test(text))) return 'personal-data';
  if (FRENCH_STREETS.some((re) => re.test(text)) || hasEnglishStreet(text) || UK_POSTCODE.test(text)) return 'personal-data';
  if (WEB_URL.test(text) || BARE_DOMAIN.test(text)) return 'link';
  return undefined;
}
