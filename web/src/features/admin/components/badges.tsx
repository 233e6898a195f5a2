import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const tones = {
  teal: 'bg-teal-50 text-teal-700',
  coral: 'bg-coral-50 text-[#a8401f]',
  plum: 'bg-[#efe9f7] text-[#5b4689]',
  amber: 'bg-[#fdf1d6] text-[#7a5410]',
  neutral: 'bg-paper-deep text-ink-soft',
} as const;

export function Badge({ tone = 'neutral', children, className }: { tone?: keyof typeof tones; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap', tones[tone], className)}>{children}</span>;
}
