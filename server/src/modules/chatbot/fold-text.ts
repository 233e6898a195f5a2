/** Lower case without accents ('Résilier' -> 'resilier', 'sœur' -> 'soeur'), so searches ignore both. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[’‘]/g, "'").replace(/œ/g, 'oe').replace(/æ/g, 'ae');
}
