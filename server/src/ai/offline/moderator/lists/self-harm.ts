import type { CategoryList } from './category-list.ts';

export const SELF_HARM: CategoryList = {
  reason: 'self-harm',
  any: [
    'suicid*', 'self harm*', 'selfharm*', 'self injur*', 'kys',
    'kill myself', 'killing myself', 'kill yourself', 'killed myself', 'kill herself', 'kill himself',
    'cut myself', 'cutting myself', 'cut herself', 'cut himself', 'hurt myself', 'hurting myself',
    'i want to die', 'i wanna die', 'end my life', 'end it all', 'hang myself', 'hanging myself',
    'starve myself', 'slit my wrists', 'slit her wrists', 'slit his wrists', 'slit* wrist*',
    'automutil*', 'scarifi*',
    'me tuer', 'te tuer', 'se tuer', 'me faire du mal', 'envie de mourir', 'je veux mourir',
    'me pendre', 'se pendre', 'me couper les veines', 'se couper les veines', 'mettre fin a mes jours',
  ],
  en: [],
  fr: [],
  allowed: [],
};
