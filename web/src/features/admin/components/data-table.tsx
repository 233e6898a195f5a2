import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  testId?: string;
}

/**
 * A table on wide screens and a list of cards under 768 px (SPEC's mobile width), so that a phone
 * never scrolls sideways; only one of the two is shown, and only that one reaches screen readers.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, testId }: DataTableProps<T>) {
  return (
    <div data-testid={testId}>
      <div className="hidden overflow-x-auto rounded-3xl border border-line bg-card shadow-soft md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-line bg-paper text-xs font-bold tracking-wide text-ink-soft uppercase">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={cn('px-4 py-3', c.className)}>{c.header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line/70 last:border-0 hover:bg-paper/60">
                {columns.map((c) => (
                  <td key={c.key} className={cn('px-4 py-3 align-top', c.className)}>{c.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 md:hidden" aria-label={caption}>
        {rows.map((row) => (
          <li key={rowKey(row)} className="rounded-3xl border border-line bg-card p-4 shadow-soft">
            <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2 text-sm">
              {columns.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="font-semibold text-ink-soft">{c.header}</dt>
                  <dd className="min-w-0 break-words">{c.cell(row)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
