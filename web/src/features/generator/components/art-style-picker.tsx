import { ART_STYLES, type ArtStyle } from '@storyloom/contracts/illustration';
import { Crown, Lock } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';
import { ChoiceGroup } from './choice-group';

/** A tiny landscape in each style, so the choice shows rather than tells. Decorative. */
function StyleSample({ style }: { style: ArtStyle }) {
  const line = style === 'classic' ? { stroke: '#5a4a3a', strokeWidth: 2.5 }
    : style === 'crayon' ? { stroke: '#7a4a2a', strokeWidth: 3, strokeDasharray: '7 2 3 2' }
      : style === 'paper-cut' ? { stroke: '#fffaf0', strokeWidth: 3 } : { stroke: '#a9c8dc', strokeWidth: 2, strokeOpacity: 0.6 };
  const pale = style === 'watercolour';
  return (
    <svg viewBox="0 0 80 56" className="h-14 w-20 rounded-lg" aria-hidden focusable="false">
      <rect width="80" height="56" fill={pale ? '#dcecf4' : style === 'paper-cut' ? '#9fd0ee' : '#8fcbee'} />
      <circle cx="60" cy="16" r="9" fill={pale ? '#fbe7a8' : '#ffd04a'} {...line} />
      <path d="M-2 44 Q22 24 44 40 Q62 30 82 38 L82 58 L-2 58Z" fill={pale ? '#bfe0b0' : style === 'paper-cut' ? '#66cc66' : '#7cc47a'} {...line} />
      <circle cx="26" cy="34" r="7" fill={pale ? '#f6d8c0' : '#e8b48e'} {...line} />
      {style === 'watercolour' && <ellipse cx="30" cy="20" rx="22" ry="12" fill="#f4c8a8" opacity="0.3" />}
      {style === 'crayon' && <path d="M0 56 L56 0 M10 56 L66 0 M20 56 L76 0 M30 56 L86 0" stroke="#fff" strokeWidth="1.5" opacity="0.35" />}
    </svg>
  );
}

/** Classic, watercolour, crayon, paper cut-out; styles the plan does not include are shown locked (SPEC §9:
 * custom styles are a Pro feature), like the locked lengths. */
export function ArtStylePicker({ value, onChange, allowed }: {
  value: ArtStyle;
  onChange: (value: ArtStyle) => void;
  allowed: readonly ArtStyle[];
}) {
  const { t } = useTranslation();
  const anyLocked = ART_STYLES.some((s) => !allowed.includes(s));
  return (
    <ChoiceGroup
      name="artStyle"
      testId="art-style-picker"
      legend={t('generator.artStyle.legend')}
      hint={anyLocked ? (
        <span className="inline-flex flex-wrap items-center gap-x-1.5">
          <Crown className="h-4 w-4 text-amber-400" aria-hidden />
          {t('generator.artStyle.lockedHint')}
          <Link to="/pricing" className="font-semibold text-coral-600 underline underline-offset-4">{t('generator.artStyle.upgrade')}</Link>
        </span>
      ) : undefined}
      value={value}
      onChange={onChange}
      className="grid-cols-2 sm:grid-cols-4"
      choices={ART_STYLES.map((style) => {
        const locked = !allowed.includes(style);
        return {
          value: style,
          label: t(`generator.artStyle.options.${style}`),
          art: <StyleSample style={style} />,
          disabled: locked,
          detail: locked ? (
            <span className="mt-0.5 inline-flex items-center gap-1 rounded-full bg-amber-300/50 px-2 py-0.5 text-center text-[0.7rem] leading-tight font-bold text-ink">
              <Lock className="h-3 w-3 shrink-0" aria-hidden />
              {t('generator.artStyle.locked')}
            </span>
          ) : undefined,
        };
      })}
    />
  );
}
