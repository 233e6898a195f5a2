// A story as the text model would return it for a short request (5 chapters), keys in storySchema's order. Test support only.
import type { ServiceStory } from '../story-schema.ts';

const scene = (caption: string): ServiceStory['chapters'][number]['scene'] => ({
  place: 'forest',
  timeOfDay: 'day',
  cast: ['child', 'friendly-dragon'],
  props: ['map'],
  mood: 'happy',
  caption,
});

export function sampleStory(chapterCount = 5): ServiceStory {
  return {
    title: 'Le petit dragon',
    chapters: Array.from({ length: chapterCount }, (_, i) => ({
      title: `Chapitre ${i + 1}`,
      content: `Pipo et Mia marchent dans la forêt. C'est le chapitre ${i + 1}.`,
      scene: scene(`Pipo and Mia in the forest, part ${i + 1}`),
    })),
    description: 'Un petit dragon cherche une étoile. Mia l’aide à la trouver.',
    bible: { heroName: 'Pipo', heroCharacter: 'wise-owl', friendName: null, friendCharacter: null, coverScene: scene('Pipo and Mia at the edge of the forest') },
  };
}
