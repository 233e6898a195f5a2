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
      young: [(c, i) => `And then, out popped ${i.a}! "Hello!" said ${c.H}.`, (c, i) => `Look! It was ${i.a}! ${c.F} waved hello.`],
      mid: [
        (_c, i) => `Before long, they were joined by ${i.a}, who seemed delighted to have some company.`,
        (c, i) => `Who should they meet next but ${i.a}! ${c.H} and ${c.F} could hardly believe their eyes.`,
      ],
    },
    place: {
      young: [
        (_c, i) => (i.place === 'sky' ? `Then, whoosh! Up, up they floated, all the way to ${i.a}. Wow!` : `Then they came to ${i.a}. Wow!`),
        (c, i) => (i.place === 'sky' ? `Up went ${c.H} and ${c.F}, higher than the birds, right up to ${i.a}. How wonderful!` : `${c.H} and ${c.F} found ${i.a}. How wonderful!`),
      ],
      mid: [
        (_c, i) => (i.place === 'sky'
          ? `Then something wonderful happened: a warm wind lifted them up, higher and higher, until they reached ${i.a}.`
          : `Their path led them to ${i.a}, and they stopped to look around in wonder.`),
        (c, i) => (i.place === 'sky'
          ? `Up and up they floated, past the birds and through the clouds, all the way to ${i.a}. ${c.H} had never seen anything so wonderful.`
          : `Before long they reached ${i.a}. ${c.H} had never seen anything so wonderful.`),
      ],
    },
    object: {
      young: [(c, i) => `Then ${c.H} found ${i.a}!`, (c, i) => `"Look!" said ${c.F}. There was ${i.a}!`],
      mid: [
        (c, i) => `Something caught ${c.H}'s eye: ${i.a}, half hidden, as if waiting to be found. ${c.He} picked ${i.plural ? 'them' : 'it'} up very carefully.`,
        (c, i) => `"Look!" cried ${c.F}. Right there in front of them was ${i.a}.`,
      ],
    },
  },
  echo: {
    creature: [(_c, i) => `And ${i.the} came along too, of course.`, (_c, i) => `${cap(i.the)} stayed with them right to the very end.`],
    place: [(c, i) => `${c.H} would never forget ${i.the}.`, (c, i) => `Sometimes, ${c.H} still dreams about ${i.the}.`],
    object: [(c, i) => `${c.H} put ${i.the} somewhere safe, where ${c.he} could see ${i.plural ? 'them' : 'it'} every day.`, (c, i) => `${c.H} kept ${i.the} safe, as a reminder of that day.`],
  },
};

export const FR_IDEAS: IdeaText<FrIdea> = {
  intro: {
    creature: {
      young: [(c, i) => `Tiens ! Voilà ${i.a} ! « Bonjour ! » dit ${c.H}.`, (c, i) => `Regarde ! ${i.plural ? "C'étaient" : "C'était"} ${i.a} ! ${c.F} fit un signe de la main.`],
      mid: [
        (c, i) => `Bientôt, ${c.ils} virent arriver ${i.a}, qui ${i.plural ? 'semblaient' : 'semblait'} ${agree(i, 'ravi')} d'avoir de la compagnie.`,
        (c, i) => `Et qui virent-${c.ils} arriver ? ${cap(i.a)} ! ${c.H} et ${c.F} n'en croyaient pas leurs yeux.`,
      ],
    },
    place: {
      young: [
        (c, i) => (i.place === 'sky' ? `Et hop ! ${c.Ils} s'envolèrent, tout là-haut, ${jusqua(i.a)}. Oh, comme c'était beau !` : `Puis ${c.ils} arrivèrent devant ${i.a}. Oh, comme c'était beau !`),
        (c, i) => (i.place === 'sky' ? `${c.H} et ${c.F} montèrent, plus haut que les oiseaux, ${jusqua(i.a)}. Quelle merveille !` : `${c.H} et ${c.F} découvrirent ${i.a}. Quelle merveille !`),
      ],
      mid: [
        (c, i) => (i.place === 'sky'
          ? `C'est alors qu'un vent tiède les souleva, de plus en plus haut, ${jusqua(i.a)}, et ${c.ils} regardèrent tout, ${c.g('émerveillés', 'émerveillées')}.`
          : `Le chemin les mena ${jusqua(i.a)}, et ${c.ils} s'arrêtèrent pour tout regarder, ${c.g('émerveillés', 'émerveillées')}.`),
        (c, i) => (i.place === 'sky'
          ? `${c.Ils} montèrent, montèrent, au-dessus des oiseaux et à travers les nuages, ${jusqua(i.a)}. ${c.H} n'avait jamais rien vu d'aussi beau.`
          : `Bientôt, ${c.ils} arrivèrent devant ${i.a}. ${c.H} n'avait jamais rien vu d'aussi beau.`),
      ],
    },
    object: {
      young: [(c, i) => `Puis ${c.H} trouva ${i.a} !`, (c, i) => `« Regarde ! » dit ${c.F}. Il y avait ${i.a} !`],
      mid: [
        (c, i) => `Tout à coup, ${c.H} aperçut ${i.a}, là, tout près, comme ${waiting(i)} qu'on ${i.plural ? 'les' : i.gender === 'f' ? 'la' : 'le'} trouve.`,
        (c, i) => `« Regarde ! » s'écria ${c.F}. Là, juste devant ${c.g('eux', 'elles')}, il y avait ${i.a}.`,
      ],
    },
  },
  echo: {
    creature: [(_c, i) => `Et bien sûr, ${i.the} ${i.plural ? 'vinrent' : 'vint'} aussi.`, (c, i) => `${cap(i.the)} ${i.plural ? 'restèrent' : 'resta'} avec ${c.g('eux', 'elles')} jusqu'au bout.`],
    place: [(c, i) => `${c.H} n'oublierait jamais ${i.the}.`, (c, i) => `Parfois, ${c.H} rêve encore ${i.the.startsWith('les ') ? `des ${i.the.slice(4)}` : i.the.startsWith('le ') ? `du ${i.the.slice(3)}` : `de ${i.the}`}.`],
    object: [(c, i) => `${c.H} rangea ${i.the} en lieu sûr, là où ${c.il} pourrait ${i.plural ? 'les' : i.gender === 'f' ? 'la' : 'le'} voir tous les jours.`, (c, i) => `${c.H} garda ${i.the} en souvenir de ce jour-là.`],
  },
};

/** A French adjective agreeing with the idea: ravi, ravie, ravis, ravies. */
function agree(i: Idea, adjective: string): string {
  return `${adjective}${i.gender === 'f' ? 'e' : ''}${i.plural ? 's' : ''}`;
}

/** "s'il attendait", "si elle attendait", "s'ils attendaient", "si elles attendaient". */
function waiting(i: Idea): string {
  const f = i.gender === 'f';
  return i.plural ? (f ? 'si elles attendaient' : "s'ils attendaient") : f ? 'si elle attendait' : "s'il attendait";
}

/** "jusqu'à la lune", "jusqu'au ciel", "jusqu'aux nuages", "jusqu'à une île". */
function jusqua(phrase: string): string {
  if (phrase.startsWith('le ')) return `jusqu'au ${phrase.slice(3)}`;
  if (phrase.startsWith('les ')) return `jusqu'aux ${phrase.slice(4)}`;
  return `jusqu'à ${phrase}`;
}
