import type { CategoryList } from './category-list.ts';

export const PROFANITY: CategoryList = {
  reason: 'profanity',
  any: [
    'fuck*', 'fck', 'fcking', 'fuk', 'fuking', 'fuq', 'motherfuck*', 'mofo', 'shit', 'shits', 'shitty',
    'shithead*', 'bullshit*', 'bitch*', 'bastard*', 'asshole*', 'arsehole*', 'ass', 'asses', 'jackass*',
    'dumbass*', 'kick ass', 'cunt*', 'dick', 'dicks', 'dickhead*', 'piss', 'pissed', 'pissing', 'wanker*',
    'twat*', 'bollocks', 'slut*', 'whore*', 'goddamn*', 'wtf', 'stfu',
    'merde*', 'putain*', 'connard*', 'connasse*', 'salaud*', 'salope*', 'encule*', 'foutre', 'ta gueule',
    'nique', 'niquer', 'niquez', 'ntm', 'fdp', 'fils de pute', 'pute', 'putes', 'batard*', 'chier',
    'emmerd*', 'couillon*', 'bordel', 'enfoire*', 'trou du cul',
  ],
  en: [],
  fr: ['con', 'cons', 'conne', 'connes', 'cul'],
  // 'pique-nique' is read as the words pique, nique: the picnic must not count as the slang verb.
  allowed: ['moby dick', 'pain batard', 'cul de sac', 'pique nique*'],
};
