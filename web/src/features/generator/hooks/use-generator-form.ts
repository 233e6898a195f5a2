import {
  GENERATION_DEFAULTS, type AgeGroup, type Character, type MoralLesson, type StoryLanguage, type StoryLength, type Theme,
} from '@storyloom/contracts/options';
import { DEFAULT_ART_STYLE, DEFAULT_CHILD_LOOK, type ArtStyle, type ChildLook } from '@storyloom/contracts/illustration';
import type { GenerationRequest } from '@storyloom/contracts/stories';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { FieldErrorKey, FieldErrors } from './generation-errors';

export interface GeneratorValues {
  character: Character | '';
  theme: Theme | '';
  /** null until the parent picks one: the plan's default applies (SPEC §3 defaults, DECISIONS.md). */
  length: StoryLength | null;
  language: StoryLanguage;
  ageGroup: AgeGroup;
  moralLesson: MoralLesson | '';
  childName: string;
  customPrompt: string;
  /** How the child is drawn on every page. */
  childLook: ChildLook;
  /** Whether the parent touched the look picker: untouched, no look is sent and the server gives the child
   * a look from its name (defaultChildLook), instead of the picker's starting look for every child. */
  childLookChosen: boolean;
  artStyle: ArtStyle;
}

const INITIAL: GeneratorValues = {
  character: '',
  theme: '',
  length: null,
  language: GENERATION_DEFAULTS.language,
  ageGroup: GENERATION_DEFAULTS.ageGroup,
  moralLesson: '',
  childName: '',
  customPrompt: '',
  childLook: DEFAULT_CHILD_LOOK,
  childLookChosen: false,
  artStyle: DEFAULT_ART_STYLE,
};

/** A French interface suggests a French story; SPEC's default (English) holds otherwise. */
function storyLanguageFor(uiLanguage: string): StoryLanguage {
  return uiLanguage.startsWith('fr') ? 'french' : GENERATION_DEFAULTS.language;
}

export function useGeneratorForm() {
  const { i18n } = useTranslation();
  const [values, setValues] = useState<GeneratorValues>(() => ({ ...INITIAL, language: storyLanguageFor(i18n.language) }));
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // Until the parent picks a story language, it follows the interface's.
  const languageChosen = useRef(false);
  useEffect(() => {
    if (!languageChosen.current) setValues((current) => ({ ...current, language: storyLanguageFor(i18n.language) }));
  }, [i18n.language]);

  const setValue = useCallback(<K extends keyof GeneratorValues>(key: K, value: GeneratorValues[K]) => {
    if (key === 'language') languageChosen.current = true;
    setValues((current) => ({ ...current, [key]: value, ...(key === 'childLook' ? { childLookChosen: true } : {}) }));
    // Changing a field the server complained about clears its message.
    setFieldErrors((current) => (key in current ? { ...current, [key]: undefined } : current));
  }, []);

  const setFieldError = useCallback((field: FieldErrorKey, message: string) => {
    setFieldErrors((current) => ({ ...current, [field]: message }));
  }, []);

  return { values, setValue, fieldErrors, setFieldError };
}

/** The request body, or null when a required choice is missing (SPEC §5 'Generation'). The art style is
 * the one the plan allows (a locked pick falls back to classic, as a locked length does to the default). */
export function toRequest(values: GeneratorValues, length: StoryLength, artStyle: ArtStyle = values.artStyle): GenerationRequest | null {
  if (!values.character || !values.theme || !values.language) return null;
  return {
    character: values.character,
    theme: values.theme,
    length,
    language: values.language,
    ageGroup: values.ageGroup,
    moralLesson: values.moralLesson,
    childName: values.childName.trim(),
    customPrompt: values.customPrompt.trim(),
    ...(values.childLookChosen ? { childLook: values.childLook } : {}),
    artStyle,
  };
}
