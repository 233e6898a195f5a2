// Dresses a cast for each language's prose: names, pronouns, agreement, articles.
import type { AgeBand, EnCtx, FrCtx } from './story-context.ts';
import type { Cast } from './cast.ts';
import { CHARACTER_DEFS } from './characters.ts';
import { enPlace, frPlace } from './places.ts';
import { enThing, frThing } from './things.ts';
import { aOrAn, cap } from './text-tools.ts';
import type { FrNoun } from './french-grammar.ts';

export function buildEnCtx(cast: Cast, age: AgeBand): EnCtx {
  const hero = CHARACTER_DEFS[cast.hero.character].en;
  const she = cast.hero.gender === 'f';
  const he = she ? 'she' : 'he';
  const his = she ? 'her' : 'his';
  const friendChar = cast.friend.character;
  const friendDef = friendChar === 'child' ? undefined : CHARACTER_DEFS[friendChar].en;
  const helper = CHARACTER_DEFS[cast.helper].en.helper;
  return {
    age,
    v: cast.v,
    H: cast.hero.name,
    Hx: `${cast.hero.name} the ${hero.label}`,
    hKind: hero.kind,
    hA: aOrAn(hero.label),
    he, He: cap(he), his, His: cap(his), him: she ? 'her' : 'him',
    F: cast.friend.name,
    Fx: friendDef ? `${cast.friend.name} the ${friendDef.label}` : cast.friend.name,
    fKind: friendDef ? friendDef.kind : 'friend',
    helper: `the ${helper}`,
    helperShort: `the ${CHARACTER_DEFS[cast.helper].en.kind}`,
    aHelper: aOrAn(helper),
    home: enPlace(cast.home),
    away: enPlace(cast.away),
    far: enPlace(cast.far),
    goal: enThing(cast.goal),
    treasure: enThing(cast.treasure),
    tKind: cast.treasureKind,
    limbs: hero.limbs,
  };
}

export function heroNounFr(cast: Cast): FrNoun {
  const def = CHARACTER_DEFS[cast.hero.character].fr;
  const g = cast.hero.gender === 'f' ? 'f' : 'm';
  const noun = def.hero[g] ?? def.hero.m ?? def.hero.f;
  if (!noun) throw new Error(`No French noun for ${cast.hero.character}`);
  return noun;
}

export function buildFrCtx(cast: Cast, age: AgeBand): FrCtx {
  const def = CHARACTER_DEFS[cast.hero.character].fr;
  const heroF = cast.hero.gender === 'f';
  const friendChar = cast.friend.character;
  const friendF = cast.friend.gender === 'f';
  const fNoun = friendChar === 'child' ? undefined : CHARACTER_DEFS[friendChar].fr.hero[friendF ? 'f' : 'm'];
  const bothF = heroF && friendF;
  const il = heroF ? 'elle' : 'il';
  const ils = bothF ? 'elles' : 'ils';
  return {
    age,
    v: cast.v,
    H: cast.hero.name,
    hNoun: heroNounFr(cast),
    il, Il: cap(il),
    a: (m, f) => (heroF ? f : m),
    F: cast.friend.name,
    ...(fNoun ? { fNoun } : {}),
    sonAmi: friendF ? 'son amie' : 'son ami',
    ils, Ils: cap(ils),
    g: (m, f) => (bothF ? f : m),
    helper: CHARACTER_DEFS[cast.helper].fr.helper,
    helperShort: CHARACTER_DEFS[cast.helper].fr.helperShort,
    home: frPlace(cast.home),
    away: frPlace(cast.away),
    far: frPlace(cast.far),
    goal: frThing(cast.goal),
    treasure: frThing(cast.treasure),
    tKind: cast.treasureKind,
    limbs: def.limbs,
  };
}
