// Faults found reading books (session 34): 'Tom has a new teacher and a new class this year' made 'a new class' the one
// afraid (in the cast: 'a class shot past Max and disappeared under the bed'), « ma fille n'aime pas sa nouvelle
// classe » the same, « elle s'est inscrite dans une équipe de foot » 'Le grand rêve de l'équipe'. A school, a class, a
// nursery, a crèche, a team or a club is where the child goes (phrase-words-<lang>.yaml 'groups', roles.ts isGroup);
// a new one is its first day, even unsaid ('changing schools', 'moving up to year 1', « Mia passe au CP »).
import { describe, expect, it } from 'vitest';
import { tellStory } from '../index.ts';
import { readIdea } from '../languages.ts';

const GROUPS = /^(?:school|class|nursery|preschool|reception|team|club|classe|école|crèche|équipe|club|maternelle)$/;
const FIRST_DAY = /first day|rentrée|premier jour/;

// [idea, its first day is what is met (face-fear)]
const EN = [
  ['Max is starting a new class', true], ['my daughter starts nursery next week', true], ['Leo is nervous about his new school', true],
  ['my son is scared of the new class', true], ['first day at big school', true], ['Lily is changing schools', true],
  ['he starts reception in september', true], ['Noah is going to a new nursery', true], ["my daughter doesn't like her new class", true],
  ['Mia is moving up to year 1', true], ['he is worried about his new class teacher', true], ['starting preschool', true],
  ['Tom has a new teacher and a new class this year', true], ['my son doesnt want to go to his new class', true],
  ['Ava changed schools and misses her friends', false], ['she joined a football team', false], ['Sam joined the swimming club', false],
  ['Ava wants to join the dance club', false], ['our class has a new hamster', false], ['the school is closed because of the snow', false],
] as const;
const FR = [
  ['Max entre dans une nouvelle classe', true], ['ma fille commence la crèche la semaine prochaine', true], ['Léo a peur de sa nouvelle école', true],
  ['mon fils a peur de la nouvelle classe', true], ['premier jour à la grande école', true], ["Lila change d'école", true],
  ['il rentre en petite section en septembre', true], ['Noé va dans une nouvelle crèche', true], ["ma fille n'aime pas sa nouvelle classe", true],
  ['Mia passe au CP', true], ['la rentrée en maternelle', true], ['Tom a une nouvelle maîtresse et une nouvelle classe cette année', true],
  ['une nouvelle classe', true], ['mon fils ne veut pas aller dans sa nouvelle classe', false],
  ["elle s'est inscrite dans une équipe de foot", false], ['Sam s\'est inscrit au club de natation', false], ['Ava veut entrer au club de danse', false],
  ['notre classe a un nouveau hamster', false], ["l'école est fermée à cause de la neige", false], ["Emma va au club de judo après l'école", false],
] as const;

const all = [...EN.map(([i, f]) => ['en', 'english', i, f] as const), ...FR.map(([i, f]) => ['fr', 'french', i, f] as const)];

describe('a school, a class, a team or a club is never a being', () => {
  it.each(all)('%s %s "%s": nobody in the reading or the cast is a class', (lang, language, idea) => {
    const r = readIdea(lang, idea);
    for (const part of [r.subject, r.owner, r.other]) {
      if (part && GROUPS.test(part.head)) expect(part.kind, `${part.text} in "${idea}"`).not.toMatch(/animal|person/);
    }
    for (const seed of [1, 2]) {
      const { plan } = tellStory({
        character: 'playful-cat', theme: 'friendship', length: 'short', language, ageGroup: seed === 1 ? '3-5' : '8-12',
        moralLesson: 'none', childName: 'Lou', customPrompt: idea, seed,
      });
      for (const c of plan.cast) expect(c.noun ?? '', `seed ${seed}`).not.toMatch(/\b(?:class|team|club|classe|équipe|école|school|crèche|nursery)\b/);
    }
  });

  it.each(all.filter(([, , , first]) => first))('%s %s "%s": its first day is met', (lang, _language, idea) => {
    const r = readIdea(lang, idea);
    expect(r.situation).toBe('afraid');
    expect(r.other?.words ?? r.subject?.words).toMatch(FIRST_DAY);
  });
});
