import { AGE_GROUPS, CHARACTERS, MORAL_LESSONS, THEMES, type AgeGroup, type Character, type MoralLesson, type Theme } from '@storyloom/contracts/options';
import {
  BookOpen, Compass, Gift, HandHeart, Heart, HeartHandshake, House, Mountain, Palette, Scale, Shield,
  ShieldCheck, Sparkles, Telescope, WandSparkles, type LucideIcon,
} from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { CharacterPortrait } from './character-portraits';
import { ChoiceGroup } from './choice-group';

const THEME_ICONS: Record<Theme, LucideIcon> = {
  adventure: Compass, friendship: HeartHandshake, magic: WandSparkles, learning: BookOpen,
  kindness: Heart, bravery: Shield, discovery: Telescope, family: House,
};
const MORAL_ICONS: Record<MoralLesson, LucideIcon> = {
  sharing: Gift, honesty: Scale, perseverance: Mountain, empathy: HandHeart,
  responsibility: ShieldCheck, creativity: Palette, none: Sparkles,
};

export function CharacterPicker({ value, onChange }: { value: Character | ''; onChange: (value: Character) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="character"
      testId="character-picker"
      legend={t('generator.character.legend')}
      hint={t('generator.character.hint')}
      value={value}
      onChange={onChange}
      className="grid-cols-2 sm:grid-cols-4"
      choices={CHARACTERS.map((c) => ({
        value: c,
        label: t(`options.character.${c}`),
        art: <CharacterPortrait character={c} className="h-16 w-16 sm:h-18 sm:w-18" />,
      }))}
    />
  );
}

export function ThemePicker({ value, onChange }: { value: Theme | ''; onChange: (value: Theme) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="theme"
      testId="theme-picker"
      legend={t('generator.theme.legend')}
      value={value}
      onChange={onChange}
      className="grid-cols-2 sm:grid-cols-4"
      choices={THEMES.map((theme) => {
        const Icon = THEME_ICONS[theme];
        return {
          value: theme,
          label: t(`options.theme.${theme}`),
          art: (
            <span className="flex h-10 w-10 items-center justify-center rounded-full bg-amber-300/45 text-coral-600">
              <Icon className="h-5 w-5" aria-hidden />
            </span>
          ),
        };
      })}
    />
  );
}

export function AgeGroupPicker({ value, onChange }: { value: AgeGroup; onChange: (value: AgeGroup) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="ageGroup"
      look="chip"
      legend={t('generator.age.legend')}
      value={value}
      onChange={onChange}
      choices={AGE_GROUPS.map((age) => ({ value: age, label: t('generator.age.value', { age }) }))}
    />
  );
}

export function MoralPicker({ value, onChange }: { value: MoralLesson | ''; onChange: (value: MoralLesson) => void }) {
  const { t } = useTranslation();
  return (
    <ChoiceGroup
      name="moralLesson"
      look="chip"
      legend={t('generator.moral.legend')}
      hint={t('generator.moral.hint')}
      value={value}
      onChange={onChange}
      choices={MORAL_LESSONS.map((lesson) => {
        const Icon = MORAL_ICONS[lesson];
        return { value: lesson, label: t(`generator.moral.options.${lesson}`), art: <Icon className="h-4 w-4 text-teal-600" aria-hidden /> };
      })}
    />
  );
}

