// bench/export: the PDF and the EPUB of grid books (offline storyteller and illustrator, both languages,
// short to long), in milliseconds and KB, beside the seed's method (bench/lib/seed-pdf.ts: browser
// captures as JPEG pages) measured in the same run. Aims (issue 16): PDF >= 30x faster and >= 20x
// smaller than the seed's method. Times are medians of runs in this process (fonts parsed once, as in
// the server's worker threads), in wall-clock and CPU milliseconds (the browser's processes count).
// A book's SVG pictures become PDF forms (picture-form.ts), stored per story in media storage when
// generation has stored the pictures (export/stored-forms.ts). Three PDF figures:
//   'first PDF'     a book's first download as the server makes it today: the forms stored at
//                   generation read from a media folder on disk, this process's form cache emptied
//                   before each run; the generation's cost of making them is printed beside it
//   'no stored'     a first download of a book made before forms were stored (or overtaking the
//                   background work): every picture converted (and then stored)
//   'PDF'           a download whose pictures this process has converted before (a later book
//                   sharing them; the finished file itself is kept per story, so that is rare)
import { loadavg } from 'node:os';
import { renderStoryEpub } from '../server/src/modules/export/render-epub.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearPictureForms, convertPicture } from '../server/src/modules/export/picture-form.ts';
import { formKey, FORM_CONTENT_TYPE, withStoredForms } from '../server/src/modules/export/stored-forms.ts';
import { createLocalMediaStore } from '../server/src/storage/media-store.ts';
import { closeCpuPool, runCpuTask } from '../server/src/lib/cpu/cpu-pool.ts';
import { renderStoryPdf } from '../server/src/modules/export/render-pdf.ts';
import { sampleBook, sampleRequests } from '../server/src/modules/export/sample-books.ts';
import type { ExportImage, ExportStory } from '../server/src/modules/export/types.ts';
import { startSeedRenderer } from './lib/seed-pdf.ts';
import { childrenCpuMs, ownCpuMs } from './lib/process-cpu.ts';
import { median, table } from './lib/stats.ts';

const RUNS = Number(process.env.BENCH_EXPORT_RUNS ?? 5);

function books(): { name: string; story: ExportStory }[] {
  const grid = sampleRequests(53);
  const pick = (language: string, length: string) => grid.find((r) => r.language === language && r.length === length);
  return (['english', 'french'] as const).flatMap((language) =>
    (['short', 'medium', 'long'] as const).flatMap((length) => {
      const req = pick(language, length);
      return req ? [{ name: `${language} ${length}`, story: sampleBook(req) }] : [];
    }),
  );
}

/** Wall time and CPU time (this process and the browser's processes) per render, medians of RUNS. */
async function timed(fn: () => Promise<Buffer>, before?: () => void): Promise<{ ms: number; cpu: number; kb: number }> {
  const times: number[] = [];
  const cpus: number[] = [];
  let size = 0;
  for (let i = 0; i < RUNS; i++) {
    before?.();
    const c0 = ownCpuMs() + childrenCpuMs();
    const t0 = performance.now();
    size = (await fn()).length;
    times.push(performance.now() - t0);
    cpus.push(ownCpuMs() + childrenCpuMs() - c0);
  }
  return { ms: median(times), cpu: median(cpus), kb: size / 1024 };
}

/** What generation does in the background once a book is ready: each SVG picture made a form and stored. */
async function storeForms(media: ReturnType<typeof createLocalMediaStore>, storyId: string, story: ExportStory): Promise<Buffer> {
  const svgs = [story.cover, ...story.chapters.map((c) => c.image)].flatMap((i) => (i?.contentType === 'image/svg+xml' ? [i.data] : []));
  const forms = svgs.map((svg) => convertPicture(svg));
  await Promise.all(svgs.map((svg, i) => media.put(formKey(storyId, svg), forms[i]!, FORM_CONTENT_TYPE)));
  return Buffer.concat(forms);
}

export async function benchExport(): Promise<void> {
  console.log(`\n## bench/export (median of ${RUNS} warm runs per book)\n`);
  const list = books();
  const seed = await startSeedRenderer();
  await seed.render(list[0]!.story);
  const rows = [];
  const speed: number[] = [];
  const coldSpeed: number[] = [];
  const firstSpeed: number[] = [];
  const wall: number[] = [];
  const size: number[] = [];
  const folder = mkdtempSync(join(tmpdir(), 'storyloom-export-bench-'));
  const media = createLocalMediaStore(folder);
  const generation: number[] = [];
  // Every path measured below runs once first (fonts parsed, forms converted, stored and read back), so
  // the first book's figures are warm like the others' and not the cost of compiling the code.
  await storeForms(media, 'bench-warm', list[0]!.story);
  await renderStoryPdf(await withStoredForms({ media }, 'bench-warm', list[0]!.story));
  clearPictureForms();
  for (const [index, { name, story }] of list.entries()) {
    const storyId = `bench-${index}`;
    // What generation pays, once per book, in the background after the book is ready.
    const made = await timed(() => storeForms(media, storyId, story), clearPictureForms);
    generation.push(made.cpu);
    const first = await timed(async () => renderStoryPdf(await withStoredForms({ media }, storyId, story)), clearPictureForms);
    const cold = await timed(() => renderStoryPdf(story), clearPictureForms);
    const pdf = await timed(() => renderStoryPdf(story));
    const epub = await timed(() => renderStoryEpub(story));
    const base = await timed(() => seed.render(story));
    speed.push(base.cpu / pdf.cpu);
    firstSpeed.push(base.cpu / first.cpu);
    coldSpeed.push(base.cpu / cold.cpu);
    wall.push(base.ms / pdf.ms);
    size.push(base.kb / pdf.kb);
    rows.push({
      book: name, chapters: story.chapters.length,
      'forms at generation ms (CPU), KB': `${made.ms.toFixed(0)} (${made.cpu.toFixed(0)}), ${made.kb.toFixed(0)}`,
      'first PDF ms (CPU)': `${first.ms.toFixed(0)} (${first.cpu.toFixed(0)})`,
      'no stored forms ms (CPU)': `${cold.ms.toFixed(0)} (${cold.cpu.toFixed(0)})`,
      'PDF ms (CPU)': `${pdf.ms.toFixed(0)} (${pdf.cpu.toFixed(0)})`, 'PDF KB': pdf.kb.toFixed(0),
      'EPUB ms (CPU)': `${epub.ms.toFixed(0)} (${epub.cpu.toFixed(0)})`, 'EPUB KB': epub.kb.toFixed(0),
      'seed ms (CPU)': `${base.ms.toFixed(0)} (${base.cpu.toFixed(0)})`, 'seed KB': base.kb.toFixed(0),
      'x faster CPU (wall)': `${(base.cpu / pdf.cpu).toFixed(1)} (${(base.ms / pdf.ms).toFixed(1)})`, 'x faster CPU, first': (base.cpu / first.cpu).toFixed(1), 'x, no stored forms': (base.cpu / cold.cpu).toFixed(1), 'x smaller': (base.kb / pdf.kb).toFixed(1),
    });
  }
  await seed.close();
  console.log(table(rows));
  const range = (v: number[]) => `${Math.min(...v).toFixed(1)}-${Math.max(...v).toFixed(1)}x`;
  rmSync(folder, { recursive: true, force: true });
  console.log(`PDF vs the seed's method: a first download ${range(firstSpeed)} less CPU (aim >= 30x faster), ${range(size)} smaller (aim >= 20x);`);
  console.log(`  a download whose pictures this process converted before ${range(speed)} (wall clock ${range(wall)}); a book made before forms were stored ${range(coldSpeed)};`);
  console.log(`  generation pays ${Math.min(...generation).toFixed(0)}-${Math.max(...generation).toFixed(0)} ms of CPU per book for its forms, in the background after the book is ready.`);
  // The server renders on the CPU pool's threads, which are let go after a minute idle: a download
  // that finds none pays a thread's start (tsx, pdfkit, fonts) before its book.
  const withForm = (i: ExportImage | undefined) => (i?.contentType === 'image/svg+xml' ? { ...i, form: convertPicture(i.data) } : i);
  const first = list[0]!.story;
  const sample = { ...first, cover: withForm(first.cover), chapters: first.chapters.map((c) => ({ ...c, image: withForm(c.image) })) };
  const walls: number[] = [];
  for (let i = 0; i < 2; i++) {
    const t0 = performance.now();
    await runCpuTask('pdf', sample);
    walls.push(performance.now() - t0);
  }
  await closeCpuPool();
  console.log(`  on the server's CPU pool (${list[0]!.name}): ${walls[0]!.toFixed(0)} ms wall on a new thread (its start included), then ${walls[1]!.toFixed(0)} ms.`);
  console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}: on a busy machine the wall clock mostly measures the queue for the cores; compare CPU.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await benchExport();
  process.exit(0);
}
