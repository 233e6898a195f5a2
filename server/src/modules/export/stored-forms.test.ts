import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalMediaStore } from '../../storage/media-store.ts';
import { decodeForm, encodeForm } from './form-codec.ts';
import { objectKeys } from './object-keys.ts';
import { clearPictureForms, convertPicture, svgToForm } from './picture-form.ts';
import { renderStoryPdf } from './render-pdf.ts';
import { formKey, storeFormsLater, withStoredForms } from './stored-forms.ts';
import { chapter, pdfText, story, svgPicture } from './test-fixtures.ts';

// The CPU pool's threads run convertPicture; here it runs in this thread, counted.
const conversions = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../lib/cpu/cpu-pool.ts', () => ({
  runCpuTask: async (name: string, svg: Buffer) => {
    if (name !== 'pictureForm') throw new Error(`unexpected task ${name}`);
    conversions.count++;
    return convertPicture(svg);
  },
  asBackgroundWork: <T>(fn: () => Promise<T>) => fn(),
}));

const root = mkdtempSync(join(tmpdir(), 'storyloom-forms-'));
const media = createLocalMediaStore(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));
beforeEach(() => {
  conversions.count = 0;
  clearPictureForms();
});

const formFiles = (storyId: string): string[] => {
  try {
    return readdirSync(join(root, 'stories', storyId, 'forms')).sort();
  } catch {
    return [];
  }
};

describe('pictures stored as PDF forms', () => {
  it('keeps a form byte for byte through its stored encoding, and an empty file for a picture that cannot be one', () => {
    const form = svgToForm(svgPicture(800, 600).data.toString('utf8'), { width: 800, height: 600 });
    expect(form).toBeDefined();
    expect(decodeForm(encodeForm(form))).toEqual(form);
    expect(decodeForm(encodeForm(undefined))).toBeNull();
    const withText = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><text>hi</text></svg>');
    expect(convertPicture(withText)).toHaveLength(0);
    expect(decodeForm(Buffer.from('not a form'))).toBeUndefined();
  });

  it('stores each object\'s key with the form, so that a download shares objects between pictures without hashing them', async () => {
    const form = decodeForm(convertPicture(svgPicture(800, 600).data));
    expect(form?.keys).toEqual(objectKeys(form!.objects));
    // A form stored before keys were still draws: its keys are made when it is drawn.
    const older = encodeForm({ ...form!, keys: undefined });
    expect(decodeForm(older)?.keys).toBeUndefined();
    const image = { ...svgPicture(800, 600), form: older };
    const pdf = pdfText(await renderStoryPdf(story({ cover: image, chapters: [chapter(1, { image })] })));
    expect(pdf.match(/\/Subtype \/Form\s\/BBox \[0 0 800 600\]/g)).toHaveLength(1);
  });

  it('converts each picture once: a second download reads the stored forms and converts none', async () => {
    const book = story(); // the three chapters share one picture: two distinct pictures
    const first = await withStoredForms({ media }, 'story-a', book);
    expect(conversions.count).toBe(2);
    expect(formFiles('story-a')).toEqual([formKey('story-a', book.cover!.data), formKey('story-a', book.chapters[0]!.image!.data)].map((k) => k.split('/').pop()).sort());
    const second = await withStoredForms({ media }, 'story-a', book);
    expect(conversions.count).toBe(2);
    expect(Buffer.from(second.cover!.form!)).toEqual(Buffer.from(first.cover!.form!));
    expect(second.chapters.map((c) => Buffer.from(c.image!.form!))).toEqual(first.chapters.map((c) => Buffer.from(c.image!.form!)));
  });

  it('gives a changed picture a new form instead of the old one', async () => {
    const before = story({ chapters: [chapter(1, { image: svgPicture(800, 600, '#111111') })] });
    await withStoredForms({ media }, 'story-b', before);
    const count = conversions.count;
    const after = story({ chapters: [chapter(1, { image: svgPicture(800, 600, '#222222') })] });
    const made = await withStoredForms({ media }, 'story-b', after);
    expect(conversions.count).toBe(count + 1);
    expect(formFiles('story-b')).toHaveLength(3);
    expect(decodeForm(made.chapters[0]!.image!.form!)).toEqual(svgToForm(after.chapters[0]!.image!.data.toString('utf8'), { width: 800, height: 600 }));
  });

  it("never reads another story's forms, even for the same picture", async () => {
    const book = story();
    await withStoredForms({ media }, 'family-one-story', book);
    conversions.count = 0;
    await withStoredForms({ media }, 'family-two-story', book);
    expect(conversions.count).toBe(2);
    expect(formFiles('family-two-story')).toEqual(formFiles('family-one-story'));
    expect(formKey('family-two-story', book.cover!.data)).toMatch(/^stories\/family-two-story\/forms\/[\w-]+\.pdfform$/);
  });

  it('stores the forms after generation so that the first download converts none, and draws the same book', async () => {
    const book = story({ chapters: ['#111111', '#222222'].map((colour, i) => chapter(i + 1, { image: svgPicture(800, 600, colour) })) });
    await storeFormsLater({ media }, 'story-c', [book.cover!.data, ...book.chapters.map((c) => c.image!.data)]);
    expect(conversions.count).toBe(3);
    conversions.count = 0;
    const ready = await withStoredForms({ media }, 'story-c', book);
    expect(conversions.count).toBe(0);
    const fromStore = pdfText(await renderStoryPdf(ready));
    clearPictureForms();
    const fresh = pdfText(await renderStoryPdf(book));
    const forms = (text: string) => text.match(/\/Subtype \/Form\s\/BBox \[0 0 \d+ \d+\]/g);
    expect(forms(fromStore)).toHaveLength(3);
    expect(forms(fromStore)).toEqual(forms(fresh));
    expect(fromStore.match(/ cm \/P\d+ Do Q/g)).toEqual(fresh.match(/ cm \/P\d+ Do Q/g));
  });
});
