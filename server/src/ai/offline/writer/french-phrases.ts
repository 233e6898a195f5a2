// Small French turns of phrase the prose pools share: agreement with the friend or the helper, s'il / si elle.
import { le } from './french-grammar.ts';
import type { FrCtx } from './story-context.ts';

/** Agreement with the friend alone (a child friend whose gender is unknown reads as masculine). */
export const fa = (c: FrCtx, m: string, f: string): string => (c.sonAmi === 'son amie' ? f : m);

/** The friend's name, with what the friend is when the friend is not the child. */
export const fx = (c: FrCtx): string => (c.fNoun ? `${c.F}, ${le(c.fNoun)}` : c.F);

/** Agreement with the helper. */
export const hg = (c: FrCtx, m: string, f: string): string => (c.helper.g === 'f' ? f : m);

/** "s'il", "s'ils", "si elle", "si elles". */
export const si = (pronoun: string): string => (pronoun.startsWith('il') ? `s'${pronoun}` : `si ${pronoun}`);

/** "s'il" / "si elle" for the hero. */
export const siIl = (c: FrCtx): string => (c.il === 'il' ? "s'il" : 'si elle');

/** "s'ils" / "si elles" for hero and friend together. */
export const siIls = (c: FrCtx): string => (c.ils === 'ils' ? "s'ils" : 'si elles');

/** "ni l'un ni l'autre" / "ni l'une ni l'autre" for hero and friend together. */
export const niLun = (c: FrCtx): string => c.g("ni l'un ni l'autre", "ni l'une ni l'autre");

/** The hero's own limbs, as the hero would name them: "mes bottes", "mes grandes ailes". */
export const mesLimbs = (c: FrCtx): string => c.limbs.replace(/^ses /, 'mes ');
