/** Lower case without accents ('Résilier' -> 'resilier'): searches ignore both (SPEC §5 'Help search'). */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[’‘]/g, "'");
}
