import { describe, expect, it } from 'vitest';
import { createOfflineModerator } from './create-offline-moderator.ts';
import { moderateText } from './moderate-text.ts';

const en = { language: 'english', kind: 'output' } as const;
const fr = { language: 'french', kind: 'output' } as const;

describe('unsafe story text', () => {
  it.each([
    ['The wizard killed the king in his sleep.', 'violence'],
    ['The big boys were beating up the little one.', 'violence'],
    ['They beat him up. Then they left.', 'violence'],
    ['There was blood everywhere after the battle.', 'violence'],
    ['He pulled out a gun and pointed it at the teacher.', 'weapons'],
    ['They planted a bomb under the bridge.', 'weapons'],
    ['The pirates drank beer until they were drunk.', 'drugs'],
    ['The fox sold cocaine in the village.', 'drugs'],
    ['The princess wanted to kill herself.', 'self-harm'],
    ['The story is about sex and porn.', 'adult'],
    ['The knight called the troll a fucking idiot.', 'profanity'],
    ['The corpse of the old man lay in the cellar, possessed by a demon.', 'horror'],
    ['The goblin shouted a racist slur: nigger.', 'hate'],
  ])('refuses the English text %j as %s', (text, reason) => {
    expect(moderateText(text, en)).toEqual({ ok: false, reason });
  });

  it.each([
    ['Le loup a tué le petit cochon.', 'violence'],
    ['Il y avait du sang partout dans la cuisine.', 'violence'],
    ['Le pirate sort son fusil et tire sur lui.', 'weapons'],
    ["Le roi boit de l'alcool et il est ivre.", 'drugs'],
    ['La princesse veut se suicider.', 'self-harm'],
    ["Une histoire de sexe et de viol.", 'adult'],
    ['Le troll crie : putain de merde !', 'profanity'],
    ['Le chevalier traite le lutin de con.', 'profanity'],
    ['Un cadavre dans la cave.', 'horror'],
    ['Un terroriste prépare un attentat.', 'horror'],
  ])('refuses the French text %j as %s', (text, reason) => {
    expect(moderateText(text, fr)).toEqual({ ok: false, reason });
  });

  it.each([
    ['the dragon wants to k1ll everyone', 'english', 'violence'],
    ['the dragon wants to ki11 everyone', 'english', 'violence'],
    ['a $h!t story', 'english', 'profanity'],
    ['what the fuuuuuck', 'english', 'profanity'],
    ['a story about f u c k', 'english', 'profanity'],
    ['a story about F.U.C.K', 'english', 'profanity'],
    ['a p0rn story', 'english', 'adult'],
    ['un lapin TUÉ', 'french', 'violence'],
    ['COCAÏNE', 'french', 'drugs'],
  ])('sees through the spelling of %j (%s)', (text, language, reason) => {
    expect(moderateText(text, { language, kind: 'input' })).toEqual({ ok: false, reason });
  });

  it('reports the gravest reason when a text trips several lists', () => {
    expect(moderateText('the drunk pirate wanted to kill himself', en)).toEqual({ ok: false, reason: 'self-harm' });
  });

  it('checks French words in a French idea for an English story', () => {
    expect(moderateText('le dragon veut tuer tous les enfants', { language: 'english', kind: 'input' })).toEqual({ ok: false, reason: 'violence' });
  });

  it('refuses words that mean harm everywhere in stories of other languages', () => {
    expect(moderateText('El dragón dice fuck y mata a todos.', { language: 'spanish', kind: 'output' })).toEqual({ ok: false, reason: 'profanity' });
  });

  it('answers through the Moderator interface without a network', async () => {
    const moderator = createOfflineModerator();
    await expect(moderator.check('A dragon and a wolf share a picnic.', en)).resolves.toEqual({ ok: true });
    await expect(moderator.check('The dragon wants to murder the knight.', en)).resolves.toEqual({ ok: false, reason: 'violence' });
  });
});
