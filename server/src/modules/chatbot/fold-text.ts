/** Lower case without accents ('Résilier' -> 'resilier'), so searches ignore both. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[’‘]/g, "'");
}
