import {
  HAIR_COLOURS, HAIR_HEX, HAIR_STYLES, SKIN_HEX, SKIN_TONES, type ChildLook, type HairColour, type SkinTone,
} from '@storyloom/contracts/illustration';
import { Glasses } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';
import { SECTION_LABEL } from './choice-group';
import { ChildPreview } from './child-preview';

/** One row of colour swatches as native radios: arrows move, Space picks, each named for screen readers. */
function SwatchRow<V extends string>({ name, legend, values, hex, value, onChange, label }: {
  name: string;
  legend: string;
  values: readonly V[];
  hex: Record<V, string>;
  value: V;
  onChange: (v: V) => void;
  label: (v: V) => string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {values.map((v) => (
          <label key={v} className="relative cursor-pointer" title={label(v)}>
            <input type="radio" name={name} value={v} checked={value === v} onChange={() => onChange(v)} className="peer sr-only" aria-label={label(v)} />
            <span
              className={cn(
                'block h-9 w-9 rounded-full border-2 border-white shadow-[0_0_0_2px_#e8dcc8] transition-transform',
                'peer-checked:shadow-[0_0_0_3px_#f06a4f] peer-checked:scale-110',
                'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-500',
              )}
              style={{ backgroundColor: hex[v] }}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The child's look (issue 10): skin tone, hair style and colour, glasses, with a live portrait. */
export function ChildLookPicker({ value, onChange }: { value: ChildLook; onChange: (look: ChildLook) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const set = <K extends keyof ChildLook>(key: K, v: ChildLook[K]) => onChange({ ...value, [key]: v });
  return (
    <section aria-labelledby={`${id}-title`} data-testid="child-look-picker">
      <h2 id={`${id}-title`} className={SECTION_LABEL}>{t('generator.look.title')}</h2>
      <p className="mb-3 text-sm text-ink-soft">{t('generator.look.hint')}</p>
      <div className="flex flex-col gap-4 rounded-2xl border-2 border-line bg-white p-4 sm:flex-row sm:items-start">
        <div className="flex shrink-0 flex-col items-center gap-1 self-center sm:self-start">
          <ChildPreview look={value} />
          <p className="max-w-40 text-center text-xs text-ink-soft" aria-live="polite">{t('generator.look.summary', {
            skin: t(`generator.look.skin.${value.skin}`),
            hair: t(`generator.look.hairPhrase.${value.hair}`, { colour: t(`generator.look.hairColour.${value.hairColour}`) }),
          })}</p>
        </div>
        <div className="grid min-w-0 flex-1 gap-4">
          <SwatchRow<SkinTone> name="look-skin" legend={t('generator.look.skinLegend')} values={SKIN_TONES} hex={SKIN_HEX} value={value.skin} onChange={(v) => set('skin', v)} label={(v) => t(`generator.look.skin.${v}`)} />
          <fieldset className="min-w-0">
            <legend className="mb-1.5 text-sm font-semibold text-ink">{t('generator.look.hairLegend')}</legend>
            <div className="flex flex-wrap gap-2">
              {HAIR_STYLES.map((h) => (
                <label key={h} className="cursor-pointer">
                  <input type="radio" name="look-hair" value={h} checked={value.hair === h} onChange={() => set('hair', h)} className="peer sr-only" />
                  <span className="inline-flex min-h-9 items-center rounded-full border-2 border-line bg-white px-3 text-sm font-semibold text-ink peer-checked:border-coral-500 peer-checked:bg-coral-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-500">
                    {t(`generator.look.hair.${h}`)}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <SwatchRow<HairColour> name="look-hair-colour" legend={t('generator.look.hairColourLegend')} values={HAIR_COLOURS} hex={HAIR_HEX} value={value.hairColour} onChange={(v) => set('hairColour', v)} label={(v) => t(`generator.look.hairColour.${v}`)} />
          <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 text-sm font-semibold text-ink">
            <input type="checkbox" checked={value.glasses} onChange={(e) => set('glasses', e.target.checked)} className="h-5 w-5 accent-coral-500" data-testid="look-glasses" />
            <Glasses className="h-5 w-5 text-ink-soft" aria-hidden />
            {t('generator.look.glasses')}
          </label>
        </div>
      </div>
    </section>
  );
}
