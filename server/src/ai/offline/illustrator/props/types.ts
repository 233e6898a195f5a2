// A prop the brief can name. 'hand' props are small enough to hold, 'ground' props sit by the characters,
// 'sky' props hang above the scenery and 'scene' props become part of the landscape; a 'vehicle' (the car, the
// train the words ride in) stands large behind the cast, which it could carry.
export type PropKind = 'hand' | 'ground' | 'sky' | 'scene' | 'vehicle';

export interface PropDesign {
  readonly kind: PropKind;
  /** Drawn around (0, 0): the grip for hand props, the bottom centre for ground props. About 60 units tall. */
  draw(): string;
  /** Too big or heavy to lift over one's head (a bicycle, a bath, a goat): it stays on the ground beside
   * whoever the brief says holds it. */
  readonly heavy?: boolean;
  /** A 'sky' or 'scene' thing is seen only from these outdoor places; from every outdoor place when absent. */
  readonly places?: readonly string[];
}
