import { Sparkles } from 'lucide-react';
import { useTranslation } from '../../../i18n/use-translation';
import { Link } from 'react-router';

/** Above a story opened through its share link (DECISIONS.md 'Sharing'). */
export function SharedBanner() {
  const { t } = useTranslation();
  return (
    <div className="bg-teal-600 px-4 py-2 text-center text-sm font-semibold text-white" data-testid="shared-banner">
      <Link to="/" className="inline-flex items-center gap-2 underline-offset-4 hover:underline">
        <Sparkles className="h-4 w-4" aria-hidden />
        {t('reader.shared.banner')}
      </Link>
    </div>
  );
}
