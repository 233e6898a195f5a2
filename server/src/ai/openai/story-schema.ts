// The JSON the text model must return (sent as response_format json_schema, strict). OpenAI's strict
// mode wants every property required, so optional fields are nullable here and become undefined in
// toWrittenStory. The model writes the keys in this order: the title, then the chapters (each handed to the
// reader as it closes), and only then the back-cover description and the cover's bible, which nothing needs
// before the book is whole (issue 16: ~100 tokens of them ahead of chapter 1 cost the reader a second).
import { CHARACTERS } from '@storyloom/contracts/options';
import { z } from 'zod';

export const sceneSchema = z.object({
  place: z.string().describe("One key: forest, castle, meadow, sea, mountain, village, cave, sky, home, library, garden, farm, zoo, pool, fair, hall, circus, aquarium or park"),
  timeOfDay: z.enum(['morning', 'day', 'evening', 'night']),
  cast: z.array(z.string()).describe("Character ids present: the hero's id first, then companions' ids or 'child'"),
  props: z.array(z.string()).describe('Prop keys such as map, lantern, key, book, cake, star, bridge, boat, flower'),
  mood: z.enum(['calm', 'happy', 'worried', 'excited', 'sad', 'proud']),
  caption: z.string().describe('One English sentence describing the picture'),
});

export const chapterSchema = z.object({
  title: z.string(),
  content: z.string().describe('The chapter text, in paragraphs separated by blank lines'),
  scene: sceneSchema,
});

export const storySchema = z.object({
  title: z.string(),
  chapters: z.array(chapterSchema),
  description: z.string().describe('Two sentences for the back of the book'),
  bible: z.object({
    heroName: z.string(),
    heroCharacter: z.enum(CHARACTERS),
    friendName: z.string().nullable(),
    friendCharacter: z.string().nullable().describe("A character id, 'child', or null"),
    coverScene: sceneSchema,
  }),
});

export type ServiceChapter = z.infer<typeof chapterSchema>;
export type ServiceStory = z.infer<typeof storySchema>;
