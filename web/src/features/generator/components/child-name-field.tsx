import { MAX_CHILD_NAME } from '@storyloom/contracts/options';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { SECTION_LABEL } from './choice-group';
import { FieldHint, Input } from '../../../components/ui/input';

export function ChildNameField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={SECTION_LABEL}>
        {t('generator.childName.label')} <span className="font-sans text-sm font-normal text-ink-soft">({t('generator.optional')})</span>
      </label>
      <Input
        id={id}
        value={value}
        maxLength={MAX_CHILD_NAME}
        autoComplete="off"
        placeholder={t('generator.childName.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onChange(e.target.value)}
      />
      {error && <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-coral-600">{error}</p>}
      <FieldHint id={`${id}-hint`}>{t('generator.childName.hint')}</FieldHint>
    </div>
  );
}
