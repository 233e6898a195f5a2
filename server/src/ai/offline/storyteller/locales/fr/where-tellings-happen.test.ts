// The turning point happens where the story has arrived ({far}: plan/shapes.ts puts it there in every
// length): a French turning point never sends the cast towards the place they stand in ('la piste menait
// vers le mont' on the mountain itself).
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { PLOT_TABLE } from '../../plan/plot-table.ts';

type Telling = string | { young?: string; older?: string; old?: string; text?: string; if?: string[] };
const DIR = new URL('./plots/', import.meta.url);

describe('French turning points', () => {
  it('never point towards the place where they happen', () => {
    const wrong: string[] = [];
    for (const file of readdirSync(DIR).filter((f) => f.endsWith('.yaml'))) {
      const plot = parse(readFileSync(new URL(file, DIR), 'utf8')) as Record<string, Telling[]>;
      for (const t of plot['turning-point'] ?? []) {
        const text = typeof t === 'string' ? t : [t.young, t.older, t.old, t.text].join(' ');
        const m = /(?:vers|en direction|près|venait|chemin) \{(?:de |à )?far\}/u.exec(text);
        if (m) wrong.push(`${file}: ${m[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('French tries and complications', () => {
  it('let an owner who waits at home act only in a chapter at home', () => {
    const wrong: string[] = [];
    for (const [plot, row] of Object.entries(PLOT_TABLE.plots)) {
      if (row['owner-on'] !== 'home') continue;
      const file = parse(readFileSync(new URL(`${plot}.yaml`, DIR), 'utf8')) as Record<string, Telling[]>;
      for (const kind of ['try', 'complication'] as const) {
        for (const t of file[kind] ?? []) {
          if (typeof t === 'string') continue;
          const text = [t.young, t.older, t.old, t.text].join(' ');
          if (/\{(?:de |à )?owner\b/u.test(text) && !(t.if ?? []).includes('in-home')) wrong.push(`${plot}/${kind}: ${text.slice(0, 60)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
