// Books the story linter flagged over the whole grid (scripts/story-lint.ts), each read and found bad, fixed
// in the storyteller: each stays clean of the rule it broke. The request is the one the lint printed.
import { describe, expect, it } from 'vitest';
import { tellStory } from '../storyteller/index.ts';
import type { StoryRequest } from '../../types.ts';
import { lintStory, type LintRule } from './lint-story.ts';

interface Finding { why: string; rule: LintRule; req: StoryRequest }

const storm = (character: StoryRequest['character'], theme: StoryRequest['theme'], ageGroup: StoryRequest['ageGroup'], moralLesson: StoryRequest['moralLesson'], customPrompt: string, seed: number): StoryRequest => ({
  character, theme, language: 'french', length: 'short', ageGroup, moralLesson, childName: 'Hugo', customPrompt, seed,
});

const FINDINGS: Finding[] = [
  // A pet trained at home (session 29): a young reader's page of the scratched sofa, of the treat given at the
  // wrong moment and of the night had the cat and the friend but not the child (learn-skill pet tellings, the pet
  // night, helper and morning beats); an afternoon's catnap was told 's'endormit' (a night word).
  { why: 'the child is on every page of a pet book', rule: 'child-not-hero', req: { character: 'friendly-dragon', theme: 'learning', language: 'french', length: 'medium', ageGroup: '3-5', moralLesson: 'sharing', childName: 'Camille', customPrompt: 'le chat qui griffe le canapé', seed: 82841659 } },
  { why: 'the child is on every page of a pet book', rule: 'child-not-hero', req: { character: 'brave-knight', theme: 'friendship', language: 'french', length: 'long', ageGroup: '3-5', moralLesson: 'perseverance', childName: 'Inès', customPrompt: 'le chat qui griffe le canapé', seed: 65182289 } },
  { why: "a pet's nap by day is no night's sleep", rule: 'time-words', req: { character: 'magical-unicorn', theme: 'discovery', language: 'french', length: 'long', ageGroup: '8-12', moralLesson: 'perseverance', childName: 'Inès', customPrompt: 'le chat qui griffe le canapé', seed: 118160399 } },
  // A camping night's bedtime looked forward to the morning's dew (« il y aurait de la rosée »): a daylight word in
  // the night's chapter. Tomorrow is said by what there will be to do (fr/beats/homecoming.yaml).
  { why: "the camping night's bedtime has no dew in it", rule: 'time-words', req: { character: 'little-bear', theme: 'adventure', language: 'french', length: 'short', ageGroup: '8-12', moralLesson: 'honesty', childName: 'Hugo', customPrompt: 'camping dans la forêt', seed: 119981769 } },
  // The day is said with where it is, as the parent wrote it: « le premier jour d'école », not « le premier jour ».
  { why: 'the first day is said with its school', rule: 'idea-missing', req: { character: 'clever-princess', theme: 'magic', language: 'french', length: 'medium', ageGroup: '5-8', moralLesson: 'honesty', childName: 'Camille', customPrompt: 'premier jour à la grande école', seed: 74051569 } },
  { why: 'the first day is said with its nursery', rule: 'idea-missing', req: { character: 'clever-princess', theme: 'discovery', language: 'french', length: 'long', ageGroup: '5-8', moralLesson: 'responsibility', childName: 'Inès', customPrompt: 'premier jour a la creche', seed: 78486209 } },
  // « la rentrée dans une nouvelle école » (session 30): the rentrée is said with its school too.
  { why: 'the rentrée is said with its school', rule: 'idea-missing', req: { character: 'clever-princess', theme: 'magic', language: 'french', length: 'short', ageGroup: '3-5', moralLesson: 'honesty', childName: 'Camille', customPrompt: 'la rentrée dans une nouvelle école', seed: 7919 } },
  // The storm's first page: the companion woke the hero, then saw the storm and said so, named four times to the
  // child's two. The child is the one who looks up at the sky (fr/plots/weather-storm.yaml problem).
  { why: 'the companion sees the storm coming', rule: 'child-not-hero', req: storm('wise-owl', 'bravery', '5-8', 'sharing', 'une tempête de neige au village', 92851275) },
  { why: 'the companion sees the storm coming', rule: 'child-not-hero', req: storm('playful-cat', 'kindness', '8-12', 'sharing', 'une tempête de neige au village', 99883347) },
  { why: 'the companion sees the storm coming', rule: 'child-not-hero', req: storm('curious-mouse', 'magic', '5-8', 'none', 'un parapluie rouge dans la tempête', 106677849) },
  // Grandma's party: Grandma named in the problem and the resolution only, 3 of 8 chapters. The complications
  // about the party say whose party it is (en/plots/save-party.yaml).
  {
    why: 'whose party it is is said between the problem and the resolution', rule: 'idea-missing',
    req: { character: 'little-bear', theme: 'magic', language: 'english', length: 'medium', ageGroup: '3-5', moralLesson: 'responsibility', childName: '', customPrompt: "grandma's garden party", seed: 58474896 },
  },
  {
    why: 'whose party it is is said between the problem and the resolution', rule: 'idea-missing',
    req: { character: 'clever-princess', theme: 'adventure', language: 'english', length: 'medium', ageGroup: '3-5', moralLesson: 'responsibility', childName: 'Olivia', customPrompt: 'a birthday party for a shy giraffe', seed: 8577277 },
  },
  // The companion who sits with the child after a bad try was named twice in one breath ("Flick did not argue.
  // Flick just sat down too"), five times on a page to the child's three (en/plots/learn-skill.yaml try).
  {
    why: 'the companion who comforts is named once', rule: 'child-not-hero',
    req: { character: 'friendly-dragon', theme: 'kindness', language: 'english', length: 'medium', ageGroup: '5-8', moralLesson: 'perseverance', childName: 'Olivia', customPrompt: 'learning to tie his shoelaces', seed: 20313235 },
  },
  // The BANG that makes the fear come back did not say the fear of what: the new school was named in 3 of 8
  // chapters (en/plots/face-fear.yaml complication).
  {
    why: 'the fear that comes back is the fear of the idea', rule: 'idea-missing',
    req: { character: 'friendly-dragon', theme: 'discovery', language: 'english', length: 'medium', ageGroup: '3-5', moralLesson: 'honesty', childName: 'Olivia', customPrompt: 'first day at new school and shes nervous', seed: 22118767 },
  },
  // Three companion-led tellings on one page of a search named the companion five times to the child's three;
  // in the pockets joke the child asks back (en/plots/find-lost.yaml try).
  {
    why: 'the companion who checks the pockets is named once', rule: 'child-not-hero',
    req: { character: 'playful-cat', theme: 'discovery', language: 'english', length: 'long', ageGroup: '5-8', moralLesson: 'creativity', childName: 'Zanzibar', customPrompt: 'the tooth fairy lost a tooth', seed: 38716991 },
  },
  {
    why: 'the companion who checks the pockets is named once', rule: 'child-not-hero',
    req: { character: 'friendly-dragon', theme: 'kindness', language: 'english', length: 'long', ageGroup: '8-12', moralLesson: 'none', childName: 'Zanzibar', customPrompt: 'a castle in the clouds', seed: 20946755 },
  },
  // The gust that rolls the companion into the snow named the companion three times running, four on the page to
  // the child's two: the second is a pronoun (fr/plots/weather-storm.yaml complication).
  {
    why: 'the companion rolled into the snow is named once per breath', rule: 'child-not-hero',
    req: { character: 'friendly-dragon', theme: 'kindness', language: 'french', length: 'medium', ageGroup: '8-12', moralLesson: 'creativity', childName: 'Camille', customPrompt: 'une tempête de neige au village', seed: 84647191 },
  },
  // Three young pages where the child did nothing (the whole grid at stop 24): the helper's secret went straight
  // to the dragon who was learning (en/plots/learn-skill.yaml turning point); the companion fell in the snow
  // and got up alone, and the pair hid in a hut nobody found (fr/plots/weather-storm.yaml). The child acts now.
  {
    why: 'the child passes the secret on', rule: 'child-not-hero',
    req: { character: 'magical-unicorn', theme: 'adventure', language: 'english', length: 'medium', ageGroup: '3-5', moralLesson: 'none', childName: 'Olivia', customPrompt: 'a dragon who wants to bake a cake for his grandma', seed: 48774121 },
  },
  {
    why: 'the child helps the companion out of the snow', rule: 'child-not-hero',
    req: { character: 'friendly-dragon', theme: 'family', language: 'french', length: 'long', ageGroup: '3-5', moralLesson: 'honesty', childName: 'Inès', customPrompt: 'une tempête de neige au village', seed: 86991215 },
  },
  {
    why: 'the child finds the hut', rule: 'child-not-hero',
    req: { character: 'curious-mouse', theme: 'friendship', language: 'french', length: 'long', ageGroup: '3-5', moralLesson: 'none', childName: 'Inès', customPrompt: 'la tempête a emporté le cerf-volant de Lina', seed: 105664217 },
  },
  // A melted snowman and a power cut (session 30, plan/plots.yaml home-troubles): a young reader's thaw and icicles
  // had no child on the page, the lights came back with no child either, the power was not said at the end, and
  // « Promis » was a promise in an empathy book (en, fr plots/mend-broken.yaml).
  { why: 'the power cut is said to its end', rule: 'idea-missing', req: { character: 'brave-knight', theme: 'learning', language: 'english', length: 'long', ageGroup: '3-5', moralLesson: 'honesty', childName: 'Zanzibar', customPrompt: 'the power went out', seed: 3176519 } },
  { why: 'the child watches the snowman thaw', rule: 'child-not-hero', req: { character: 'brave-knight', theme: 'learning', language: 'english', length: 'medium', ageGroup: '3-5', moralLesson: 'sharing', childName: 'Olivia', customPrompt: 'our snowman melted', seed: 3018139 } },
  { why: 'the child is there when the lights come back', rule: 'child-not-hero', req: { character: 'brave-knight', theme: 'discovery', language: 'english', length: 'long', ageGroup: '8-12', moralLesson: 'honesty', childName: 'Zanzibar', customPrompt: 'the lights went out in a power cut', seed: 6264929 } },
  { why: 'no promise after a power cut in an empathy book', rule: 'moral-misplaced', req: { character: 'brave-knight', theme: 'learning', language: 'french', length: 'medium', ageGroup: '8-12', moralLesson: 'empathy', childName: 'Camille', customPrompt: 'une panne de courant', seed: 67399609 } },
  // The shadow puppets by torchlight are the child's (fr plots/mend-broken.yaml); the snowball kept in the freezer is a try, not filler.
  { why: 'the child makes the shadow puppets', rule: 'child-not-hero', req: { character: 'playful-cat', theme: 'kindness', language: 'french', length: 'long', ageGroup: '8-12', moralLesson: 'creativity', childName: 'Emma', customPrompt: 'une panne de courant', seed: 313 } },
  { why: 'the freezer try is told in full', rule: 'filler-over-budget', req: { character: 'magical-unicorn', theme: 'discovery', language: 'french', length: 'medium', ageGroup: '5-8', moralLesson: 'responsibility', childName: 'Noé', customPrompt: 'le bonhomme de neige a fondu', seed: 291 } },
  // 'I give up' is perseverance's own words: the one who counts says 'You win!' (en plots/do-together.yaml).
  { why: 'the seeker says "You win!"', rule: 'moral-misplaced', req: { character: 'curious-mouse', theme: 'adventure', language: 'english', length: 'medium', ageGroup: '5-8', moralLesson: 'honesty', childName: 'Emma', customPrompt: 'hide and seek with grandpa', seed: 4 } },
  { why: 'the child is on the page where the seeker knows every hiding place', rule: 'child-not-hero', req: { character: 'brave-knight', theme: 'bravery', language: 'english', length: 'long', ageGroup: '3-5', moralLesson: 'perseverance', childName: 'Zanzibar', customPrompt: 'Emma wants to find the best hiding place in the garden', seed: 5314649 } },
  { why: 'the giggles are the companion\'s, the page the child\'s', rule: 'child-not-hero', req: { character: 'friendly-dragon', theme: 'friendship', language: 'english', length: 'long', ageGroup: '5-8', moralLesson: 'none', childName: 'Zanzibar', customPrompt: 'hide and seek with grandpa', seed: 17905859 } },
  // A day out Granny 'promised' was responsibility's word in an empathy book: she had planned it (en plots/weather-storm.yaml).
  { why: 'the day out was planned', rule: 'moral-misplaced', req: { character: 'playful-cat', theme: 'learning', language: 'english', length: 'long', ageGroup: '8-12', moralLesson: 'empathy', childName: 'Zanzibar', customPrompt: 'visiting granny at the seaside and building sandcastles', seed: 35486039 } },
  { why: 'the child carries the friend fish home', rule: 'child-not-hero', req: { character: 'curious-mouse', theme: 'discovery', language: 'english', length: 'long', ageGroup: '5-8', moralLesson: 'empathy', childName: 'Zanzibar', customPrompt: "Zara's goldfish looks lonely", seed: 46414259 } },
  // 'mostly to {hero.him}self' was 'themself' for a child of unknown gender (en morals/responsibility.yaml).
  { why: 'a promise said very quietly', rule: 'grammar', req: { character: 'magical-unicorn', theme: 'bravery', language: 'english', length: 'long', ageGroup: '5-8', moralLesson: 'responsibility', childName: 'Zanzibar', customPrompt: 'our puppy chews shoes', seed: 53541359 } },
  // A young power cut's dark house and its last torch are the child's (en, fr plots/mend-broken.yaml).
  { why: 'the child is asked what to do in the dark', rule: 'child-not-hero', req: { character: 'magical-unicorn', theme: 'bravery', language: 'english', length: 'medium', ageGroup: '3-5', moralLesson: 'creativity', childName: 'Olivia', customPrompt: 'the lights went out in a power cut', seed: 53620549 } },
  { why: "l'enfant partage la dernière lampe", rule: 'child-not-hero', req: { character: 'brave-knight', theme: 'family', language: 'french', length: 'long', ageGroup: '3-5', moralLesson: 'sharing', childName: 'Inès', customPrompt: 'une panne de courant', seed: 70883969 } },
  // Session 32, 'known-before-set-up': a storm's umbrella gripped, a bike had, a prize talked of as if set up when no
  // chapter had said it. The storm and skill problems say it as the hero's, the race problems name the prize.
  { why: 'the umbrella is the hero\'s', rule: 'known-before-set-up', req: { character: 'clever-princess', theme: 'adventure', language: 'english', length: 'medium', ageGroup: '3-5', moralLesson: 'sharing', childName: 'Olivia', customPrompt: 'a red umbrella in a storm', seed: 8007109 } },
  { why: 'le parapluie est celui de l\'enfant', rule: 'known-before-set-up', req: { character: 'brave-knight', theme: 'magic', language: 'french', length: 'medium', ageGroup: '5-8', moralLesson: 'perseverance', childName: 'Camille', customPrompt: 'le jardin de papi', seed: 66211759 } },
  { why: 'the bike is the hero\'s', rule: 'known-before-set-up', req: { character: 'brave-knight', theme: 'learning', language: 'english', length: 'medium', ageGroup: '3-5', moralLesson: 'creativity', childName: 'Olivia', customPrompt: 'riding her bike without training wheels', seed: 3730849 } },
  { why: 'la course dit son prix avant le chemin', rule: 'known-before-set-up', req: { character: 'clever-princess', theme: 'adventure', language: 'french', length: 'long', ageGroup: '5-8', moralLesson: 'responsibility', childName: '', customPrompt: '', seed: 72507364 } },
  // A party on the moon (session 32): decorations blown away over the hedges, the neighbour's dog at the cakes.
  { why: 'no gust on the moon', rule: 'earthly-off-the-earth', req: { character: 'playful-cat', theme: 'kindness', language: 'english', length: 'long', ageGroup: '8-12', moralLesson: 'none', childName: 'Zanzibar', customPrompt: 'a birthday party on the moon', seed: 36911459 } },
  { why: 'pas de chien sur la lune', rule: 'earthly-off-the-earth', req: { character: 'wise-owl', theme: 'family', language: 'french', length: 'medium', ageGroup: '8-12', moralLesson: 'perseverance', childName: 'Camille', customPrompt: "une fête d'anniversaire sur la lune", seed: 95195299 } },
];

describe('books the grid lint flagged', () => {
  for (const f of FINDINGS) {
    it(`${f.req.customPrompt} (${f.req.character}, seed ${f.req.seed}): no ${f.rule}, ${f.why}`, () => {
      const { plan, book } = tellStory(f.req);
      expect(lintStory(plan, book).filter((i) => i.rule === f.rule)).toEqual([]);
    });
  }
});
