// Requests to write and lint: every character x theme x moral x age x length x language, with and
// without a child's name, each with one of the parent ideas of its language (idea/parent-ideas-*.yaml).
import { readFileSync } from 'node:fs';
import { AGE_GROUPS, CHARACTERS, MORAL_LESSONS, STORY_LENGTHS, THEMES } from '@storyloom/contracts/options';
import { parseYaml } from '../storyteller/content/parse-yaml.ts';
import type { StoryRequest } from '../../types.ts';

const NAMES = { english: ['Leo', 'Maya', 'Sacha', 'Olivia', 'Noah', 'Zanzibar'], french: ['Léa', 'Hugo', 'Emma', 'Camille', 'Noé', 'Inès'] };

export function parentIdeas(language: 'english' | 'french'): string[] {
  const file = language === 'english' ? 'parent-ideas-en.yaml' : 'parent-ideas-fr.yaml';
  const cases = parseYaml(readFileSync(new URL(`../storyteller/idea/${file}`, import.meta.url), 'utf8')) as { text: string; refused?: boolean }[];
  return cases.filter((c) => !c.refused).map((c) => c.text);
}

/** The whole grid (16,128 requests); `every` keeps one request in n, spread over the grid. */
export function requestGrid(every = 1): StoryRequest[] {
  const out: StoryRequest[] = [];
  let i = 0;
  for (const language of ['english', 'french'] as const) {
    const ideas = parentIdeas(language);
    for (const character of CHARACTERS) for (const theme of THEMES) for (const moral of MORAL_LESSONS) {
      for (const ageGroup of AGE_GROUPS) for (const length of STORY_LENGTHS) for (const named of [true, false]) {
        if (i++ % every !== 0) continue;
        out.push({
          character, theme, language, length, ageGroup, moralLesson: moral,
          childName: named ? (NAMES[language][i % NAMES[language].length] ?? '') : '',
          // One in six without an idea: the theme alone must still make a good book.
          customPrompt: i % 6 === 0 ? '' : (ideas[i % ideas.length] ?? ''),
          seed: 1000 + i * 7919,
        });
      }
    }
  }
  return out;
}

/** Every parent idea of both languages, once each, in a long book for a named child. */
export function ideaGrid(): StoryRequest[] {
  return (['english', 'french'] as const).flatMap((language) => parentIdeas(language).map((customPrompt, i): StoryRequest => ({
    character: CHARACTERS[i % CHARACTERS.length] ?? 'little-bear', theme: THEMES[i % THEMES.length] ?? 'adventure', language,
    length: STORY_LENGTHS[i % STORY_LENGTHS.length] ?? 'long', ageGroup: AGE_GROUPS[i % AGE_GROUPS.length] ?? '5-8',
    moralLesson: MORAL_LESSONS[i % MORAL_LESSONS.length] ?? 'none', childName: NAMES[language][i % 6] ?? '', customPrompt, seed: 77 + i,
  })));
}
