import type { HelpCategory, HelpContent, HelpEntry } from '@storyloom/contracts/help';
import { foldText } from '../../lib/fold-text';

export interface VisibleCategory {
  id: HelpCategory;
  entries: HelpEntry[];
}

/**
 * SPEC §5 'Help search': case-insensitive matching on question or answer, here also accent-insensitive
 * and word by word (every word typed must appear), so 'resilier abonnement' finds 'Résilier mon
 * abonnement'. Categories without a match are left out; a chosen category keeps only itself.
 */
export function filterHelp(content: HelpContent, query: string, category: HelpCategory | 'all'): VisibleCategory[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return content.categories
    .filter((c) => category === 'all' || c.id === category)
    .map((c) => ({
      id: c.id,
      entries: c.entries.filter((entry) => {
        const text = foldText(`${entry.question} ${entry.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((c) => c.entries.length > 0);
}
