import type { CategoryList } from './category-list.ts';

export const ADULT: CategoryList = {
  reason: 'adult',
  any: [
    'sex', 'sexe', 'sexes', 'sexy', 'sexual*', 'sexting', 'porn*', 'nude', 'nudes', 'nudity', 'horny',
    'orgasm*', 'orgasme*', 'erotic*', 'erotiq*', 'fetish*', 'masturb*', 'rapist*', 'molest*', 'pedophil*',
    'paedophil*', 'pedo', 'pedos', 'prostitu*', 'stripper*', 'striptease*', 'brothel*', 'condom*', 'viagra',
    'hentai', 'xxx', 'nsfw', 'milf', 'bdsm', 'blowjob*', 'handjob*', 'penis*', 'vagina*', 'boob', 'boobs',
    'tits', 'titties', 'dildo*', 'incest*', 'onlyfans', 'have sex', 'having sex', 'make love',
    'making love', 'one night stand', 'faire l amour', 'partouze*', 'branler', 'branlette*', 'nichon*',
    'couilles', 'zob', 'baise', 'baisent', 'pedophile*', 'proxenet*',
  ],
  en: ['rape', 'rapes', 'raped', 'raping'],
  fr: ['viol', 'viols', 'violer', 'viole', 'violee', 'violees', 'violait', 'bite', 'bites'],
  allowed: ['blue tit*', 'great tit*', 'coal tit*'],
};
