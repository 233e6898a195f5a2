// Sentences that weave the parent's own ideas into the plot: met, visited or found, then remembered.
import type { Idea } from './custom-ideas.ts';
import type { IdeaRole } from './idea-lexicon.ts';
import type { EnCtx, FrCtx } from './story-context.ts';
import { cap } from './text-tools.ts';

type EnIdea = (c: EnCtx, i: Idea) => string;
type FrIdea = (c: FrCtx, i: Idea) => string;

interface IdeaText<T> {
  intro: Record<IdeaRole, { young: readonly T[]; mid: readonly T[] }>;
  echo: Record<IdeaRole, readonly T[]>;
}

export const EN_IDEAS: IdeaText<EnIdea> = {
  intro: {
    creature: {
      young: [(c, i) => `On the way, they met ${i.a}. "Hello!" said ${c.H}.`, (c, i) => `Look! It was ${i.a}! ${c.F} waved hello.`],
      mid: [
        (_c, i) => `Along the way, they met ${i.a}, who seemed delighted to have some company and trotted along beside them.`,
        (c, i) => `Who should they meet next but ${i.a}! ${c.H} and ${c.F} could hardly believe their eyes.`,
      ],
    },
    place: {
      young: [(_c, i) => `Then they came to ${i.a}. Wow!`, (c, i) => `${c.H} and ${c.F} found ${i.a}. How wonderful!`],
      mid: [
        (_c, i) => `Their path led them to ${i.a}, and they stopped to look around in wonder.`,
        (c, i) => `Before long they reached ${i.a}. ${c.H} had never seen anything so wonderful.`,
      ],
    },
    object: {
      young: [(c, i) => `Then ${c.H} found ${i.a}!`, (c, i) => `"Look!" said ${c.F}. There was ${i.a}!`],
      mid: [
        (c, i) => `Half hidden beside the path, ${c.H} spotted ${i.a}, and carefully picked ${i.plural ? 'them' : 'it'} up.`,
        (c, i) => `"Look!" cried ${c.F}. Right there in front of them was ${i.a}.`,
      ],
    },
  },
  echo: {
    creature: [(_c, i) => `And ${i.the} came along too, of course.`, (_c, i) => `${cap(i.the)} stayed with them right to the very end.`],
    place: [(c, i) => `${c.H} would never forget ${i.the}.`, (c, i) => `Sometimes, ${c.H} still dreams about ${i.the}.`],
    object: [(c, i) => `${c.H} carried ${i.the} all the way home, very carefully.`, (c, i) => `${c.H} kept ${i.the} safe, as a reminder of that day.`],
  },
};

export const FR_IDEAS: IdeaText<FrIdea> = {
  intro: {
    creature: {
      young: [(c, i) => `En chemin, ${c.ils} rencontrèrent ${i.a}. « Bonjour ! » dit ${c.H}.`, (c, i) => `Regarde ! C'était ${i.a} ! ${c.F} fit un signe de la main.`],
      mid: [
        (c, i) => `En chemin, ${c.ils} rencontrèrent ${i.a}, qui les accompagna un bon bout de chemin.`,
        (c, i) => `Et qui virent-${c.ils} arriver ? ${cap(i.a)} ! ${c.H} et ${c.F} n'en croyaient pas leurs yeux.`,
      ],
    },
    place: {
      young: [(c, i) => `Puis ${c.ils} arrivèrent devant ${i.a}. Oh, comme c'était beau !`, (c, i) => `${c.H} et ${c.F} découvrirent ${i.a}. Quelle merveille !`],
      mid: [
        (c, i) => `Le chemin les mena jusqu'à ${i.a}, et ${c.ils} s'arrêtèrent pour tout regarder, ${c.g('émerveillés', 'émerveillées')}.`,
        (c, i) => `Bientôt, ${c.ils} arrivèrent devant ${i.a}. ${c.H} n'avait jamais rien vu d'aussi beau.`,
      ],
    },
    object: {
      young: [(c, i) => `Puis ${c.H} trouva ${i.a} !`, (c, i) => `« Regarde ! » dit ${c.F}. Il y avait ${i.a} !`],
      mid: [
        (c, i) => `Au bord du chemin, à moitié dans l'herbe, ${c.H} aperçut ${i.a}.`,
        (c, i) => `« Regarde ! » s'écria ${c.F}. Là, juste devant ${c.g('eux', 'elles')}, il y avait ${i.a}.`,
      ],
    },
  },
  echo: {
    creature: [(_c, i) => `Et bien sûr, ${i.the} ${i.plural ? 'vinrent' : 'vint'} aussi.`, (c, i) => `${cap(i.the)} ${i.plural ? 'restèrent' : 'resta'} avec ${c.g('eux', 'elles')} jusqu'au bout.`],
    place: [(c, i) => `${c.H} n'oublierait jamais ${i.the}.`, (c, i) => `Parfois, ${c.H} rêve encore ${i.the.startsWith('les ') ? `des ${i.the.slice(4)}` : i.the.startsWith('le ') ? `du ${i.the.slice(3)}` : `de ${i.the}`}.`],
    object: [(c, i) => `${c.H} rapporta ${i.the} à la maison, très précieusement.`, (c, i) => `${c.H} garda ${i.the} en souvenir de ce jour-là.`],
  },
};
