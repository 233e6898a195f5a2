import { ANNUAL_SAVING_PERCENT, BILLING_INTERVALS, type BillingInterval } from '@storyloom/contracts/plans';
import { useTranslation } from '../../../i18n/use-translation';
import { cn } from '../../../lib/cn';

/** Monthly / yearly, as a two-option radio group (SPEC §2 '/pricing': the annual side says 'save 20%'). */
export function IntervalToggle({ value, onChange }: { value: BillingInterval; onChange: (next: BillingInterval) => void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('pricing.intervalLabel')} className="inline-flex gap-1 rounded-full border border-line bg-card p-1 shadow-soft">
      {BILLING_INTERVALS.map((interval) => (
        <button
          key={interval}
          type="button"
          role="radio"
          aria-checked={value === interval}
          onClick={() => onChange(interval)}
          className={cn(
            'inline-flex min-h-11 items-center gap-2 rounded-full px-4 font-semibold transition-colors sm:px-5',
            value === interval ? 'bg-teal-600 text-white' : 'text-ink-soft hover:bg-paper-deep hover:text-ink',
          )}
        >
          {t(`billing.interval.${interval}`)}
          {interval === 'year' && (
            <span className={cn('rounded-full px-2 py-0.5 text-xs font-bold whitespace-nowrap', value === 'year' ? 'bg-white/20 text-white' : 'bg-coral-50 text-[#a8401f]')}>
              {t('pricing.save', { percent: ANNUAL_SAVING_PERCENT })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
