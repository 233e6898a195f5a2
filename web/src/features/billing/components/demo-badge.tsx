import { FlaskConical } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';

/** DECISIONS.md 'Billing': the demo provider is labelled as a demo everywhere it appears. */
export function DemoBadge({ withNote = false }: { withNote?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-1" data-testid="demo-badge">
      <p className="inline-flex items-center gap-2 rounded-full bg-[#efeaf7] px-3 py-1 text-sm font-bold text-[#5f4b8b]">
        <FlaskConical className="h-4 w-4" aria-hidden />
        {t('billing.demoBadge')}
      </p>
      {withNote && <p className="text-center text-sm text-ink-soft">{t('billing.demoNote')}</p>}
    </div>
  );
}
