import { z } from 'zod';

// The child's look and the art style (issue 10 'Pictures'): chosen in the generator, stored with the
// story, drawn the same on every page. The offline illustrator maps each value to colours and shapes; a
// service's image prompt says them in words.

export const SKIN_TONES = ['porcelain', 'light', 'medium', 'tan', 'brown', 'deep'] as const;
export type SkinTone = (typeof SKIN_TONES)[number];

export const HAIR_STYLES = ['short', 'curly', 'long', 'pigtails', 'bun', 'coily'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export const HAIR_COLOURS = ['black', 'dark-brown', 'brown', 'auburn', 'ginger', 'blond'] as const;
export type HairColour = (typeof HAIR_COLOURS)[number];

export const childLookSchema = z.object({
  skin: z.enum(SKIN_TONES, { error: 'Please choose a skin tone.' }),
  hair: z.enum(HAIR_STYLES, { error: 'Please choose a hair style.' }),
  hairColour: z.enum(HAIR_COLOURS, { error: 'Please choose a hair colour.' }),
  glasses: z.boolean(),
});
export type ChildLook = z.infer<typeof childLookSchema>;

/** What the picker shows before the parent changes anything. */
export const DEFAULT_CHILD_LOOK: ChildLook = { skin: 'light', hair: 'short', hairColour: 'brown', glasses: false };

/** The same composition drawn four ways (SPEC §9 'custom styles' beyond the classic one are Pro). */
export const ART_STYLES = ['classic', 'watercolour', 'crayon', 'paper-cut'] as const;
export type ArtStyle = (typeof ART_STYLES)[number];
export const DEFAULT_ART_STYLE: ArtStyle = 'classic';

/** The swatch colour of each tone and hair colour, shared by the web preview and the offline drawing so
 * the little preview in the generator matches the pages. */
export const SKIN_HEX: Record<SkinTone, string> = {
  porcelain: '#fbe0cf', light: '#f2c6a4', medium: '#e0a77f', tan: '#c98b5e', brown: '#9a6440', deep: '#6b4129',
};
export const HAIR_HEX: Record<HairColour, string> = {
  black: '#2b2024', 'dark-brown': '#4a2e22', brown: '#7b4a30', auburn: '#9c3f25', ginger: '#d9782f', blond: '#e8c46a',
};
