// The keys `t` accepts: a misspelt key is a compile error, and the English catalog is the reference.
// The support area (help, contact, chat) loads later (load-support-catalog.ts) but is typed like the rest.
import type { en } from './catalogs';
import type supportEn from './en/support.json';

type Catalog = typeof en & typeof supportEn;

/** 'a.b.c' for every text of a nested catalog. */
type Paths<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Paths<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A plural text is asked for without its form: `t('x', { count })` for `x_one` and `x_other`. */
type WithoutPluralForm<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

export type TranslationKey = WithoutPluralForm<Paths<Catalog>> | Paths<Catalog>;
