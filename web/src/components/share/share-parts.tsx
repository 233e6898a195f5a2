import { Check, Copy, MessageCircle, Share } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { toast } from 'sonner';
import { Button } from '../ui/button';
import { Input, Label } from '../ui/input';
import { FacebookMark, XMark } from './share-icons';
import { socialShareUrl, type SocialNetwork } from './share-targets';

/** A button whose label says 'copied' for a moment after a click. */
function CopyButton({ label, onCopy, size = 'md' }: { label: string; onCopy: () => Promise<boolean>; size?: 'sm' | 'md' }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(() => setDone(false), 2000);
    return () => window.clearTimeout(timer);
  }, [done]);
  return (
    <Button variant="calm" size={size} onClick={() => void onCopy().then(setDone)}>
      {done ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
      {label}
    </Button>
  );
}

export function ShareLinkField({ url, onCopy }: { url: string; onCopy: () => Promise<boolean> }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <Label htmlFor={id}>{t('library.share.linkLabel')}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input id={id} value={url} readOnly onFocus={(e) => e.currentTarget.select()} className="min-w-0 font-mono text-sm sm:flex-1" data-testid="share-link" />
        <CopyButton label={t('library.share.copy')} onCopy={onCopy} />
      </div>
    </div>
  );
}

const NETWORKS: { id: SocialNetwork; className: string; icon: ReactNode }[] = [
  { id: 'facebook', className: 'bg-[#1864d8] hover:bg-[#1453b5]', icon: <FacebookMark className="h-4 w-4" /> },
  { id: 'x', className: 'bg-ink hover:bg-black', icon: <XMark className="h-4 w-4" /> },
  { id: 'whatsapp', className: 'bg-[#127a3d] hover:bg-[#0e6231]', icon: <MessageCircle className="h-4 w-4" aria-hidden /> },
];

export function SocialButtons({ url, text, title }: { url: string; text: string; title: string }) {
  const { t } = useTranslation();
  const canShareNatively = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function shareNatively() {
    try {
      await navigator.share({ title, text, url });
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      toast.error(t('library.share.failed'), { description: t('library.share.failedBody') });
    }
  }

  return (
    <div role="group" aria-labelledby="share-social-label">
      <p id="share-social-label" className="mb-1.5 text-sm font-semibold text-ink">{t('library.share.socialLabel')}</p>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {NETWORKS.map((network) => (
          <button
            key={network.id}
            type="button"
            onClick={() => window.open(socialShareUrl(network.id, url, text), '_blank', 'noopener,noreferrer')}
            className={`inline-flex h-11 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-white shadow-soft transition-colors ${network.className}`}
          >
            {network.icon}
            {t(`library.share.${network.id}`)}
            <span className="sr-only">{t('library.share.opensNewTab')}</span>
          </button>
        ))}
        {canShareNatively && (
          <Button variant="outline" onClick={() => void shareNatively()} aria-label={t('library.share.nativeLabel')}>
            <Share className="h-4 w-4" aria-hidden />
            {t('library.share.native')}
          </Button>
        )}
      </div>
    </div>
  );
}

interface ShareMessageProps {
  value: string;
  loading: boolean;
  onChange: (value: string) => void;
  onCopy: () => Promise<boolean>;
}

export function ShareMessage({ value, loading, onChange, onCopy }: ShareMessageProps) {
  const { t } = useTranslation();
  const id = useId();
  const hint = useId();
  return (
    <div>
      <Label htmlFor={id}>{t('library.share.textLabel')}</Label>
      <textarea
        id={id}
        rows={4}
        value={value}
        disabled={loading}
        aria-describedby={hint}
        onChange={(e) => onChange(e.target.value)}
        className="block w-full resize-y rounded-2xl border-2 border-line bg-white px-4 py-3 text-ink transition-colors focus:border-teal-500 focus:outline-none disabled:opacity-60"
        data-testid="share-text"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id={hint} className="text-sm text-ink-soft">{t('library.share.textHint')}</p>
        <CopyButton size="sm" label={t('library.share.copyText')} onCopy={onCopy} />
      </div>
    </div>
  );
}
