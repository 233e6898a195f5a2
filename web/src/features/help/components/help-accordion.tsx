import type { HelpEntry } from '@storyloom/contracts/help';
import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';

interface HelpAccordionProps {
  entries: HelpEntry[];
  open: string[];
  onOpenChange: (open: string[]) => void;
}

/** One category's questions; answers are plain text (never HTML), paragraphs kept as typed. */
export function HelpAccordion({ entries, open, onOpenChange }: HelpAccordionProps) {
  return (
    <Accordion.Root type="multiple" value={open} onValueChange={onOpenChange} className="divide-y divide-line overflow-hidden rounded-3xl border border-line bg-card shadow-soft">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} id={`help-${entry.id}`} className="scroll-mt-24">
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink hover:bg-paper-deep/60 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-teal-500 sm:px-6">
                <span>{entry.question}</span>
                <ChevronDown className="h-5 w-5 shrink-0 text-teal-700 transition-transform duration-200 group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed whitespace-pre-line text-ink-soft sm:px-6">{entry.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
