// One fixed description per character, repeated word for word in every image prompt and given to the
// writer, so an image model draws the same hero on the cover and on page twelve.
import type { Character } from '@storyloom/contracts/options';

export const CHARACTER_LOOKS: Record<Character | 'child', string> = {
  'brave-knight':
    'a small young knight with rosy cheeks and short chestnut hair, wearing rounded silver armour, a bright red cape and a blue shield with a yellow star',
  'clever-princess':
    'a young princess with dark curly hair in a bun, round glasses, a small gold crown and a purple dress with a satchel full of scrolls',
  'friendly-dragon':
    'a small round green dragon with a cream belly, tiny orange wings, big kind eyes and two little rounded horns',
  'wise-owl':
    'a plump brown owl with large amber eyes behind round spectacles, a cream chest and a tiny blue scarf',
  'playful-cat':
    'a slim orange tabby cat with white paws, green eyes, a long striped tail and a red collar with a silver bell',
  'curious-mouse':
    'a little grey mouse with big pink ears, a long thin tail, bright black eyes and a yellow backpack',
  'magical-unicorn':
    'a small white unicorn with a spiral golden horn, a rainbow mane and tail, and lavender hooves',
  'little-bear':
    'a little honey-brown bear cub with round ears, a cream snout and a green knitted jumper',
  child: 'a cheerful young child with a yellow raincoat, red boots and a big smile',
};

export function lookOf(castId: string): string | undefined {
  return Object.hasOwn(CHARACTER_LOOKS, castId) ? CHARACTER_LOOKS[castId as keyof typeof CHARACTER_LOOKS] : undefined;
}
