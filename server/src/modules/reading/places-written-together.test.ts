// Page turns of many families on the embedded database (decision 030): a save alone is written at once,
// those arriving while it is written go together in the next statement, one row per book (its latest
// place), and none is answered before the statement holding it is committed.
import { describe, expect, it } from 'vitest';
import { placesWrittenTogether, type PlaceToSave } from './places-written-together.ts';

const place = (userId: string, currentPage: number, storyId = 'book'): PlaceToSave => ({
  userId, storyId, currentPage, totalPages: 8, percent: 0, at: '2026-11-28T04:00:00.000Z', completedAt: null,
});

/** A database whose statements finish when the test says so. */
function slowDatabase() {
  const statements: { places: PlaceToSave[]; commit: () => void; fail: (error: Error) => void }[] = [];
  const write = (places: PlaceToSave[]) => new Promise<(PlaceToSave & { id: string })[]>((resolve, reject) => {
    statements.push({ places, commit: () => resolve(places.map((p) => ({ ...p, id: `${p.userId}-${p.currentPage}` }))), fail: reject });
  });
  return { statements, write };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('placesWrittenTogether', () => {
  it('writes a save at once, and the saves that arrive meanwhile together in the next statement', async () => {
    const db = slowDatabase();
    const save = placesWrittenTogether(db.write);
    const first = save(place('ana', 2));
    expect(db.statements.map((s) => s.places.length)).toEqual([1]);
    const others = ['ben', 'cleo', 'dan'].map((family) => save(place(family, 3)));
    await settled();
    expect(db.statements).toHaveLength(1);
    db.statements[0]!.commit();
    expect(await first).toMatchObject({ userId: 'ana', currentPage: 2 });
    await settled();
    expect(db.statements[1]!.places.map((p) => p.userId)).toEqual(['ben', 'cleo', 'dan']);
    db.statements[1]!.commit();
    expect((await Promise.all(others)).map((row) => row.userId)).toEqual(['ben', 'cleo', 'dan']);
  });

  it('answers no save before the statement holding it is committed', async () => {
    const db = slowDatabase();
    const save = placesWrittenTogether(db.write);
    let answered = false;
    void save(place('ana', 2)).then(() => (answered = true));
    await settled();
    expect(answered).toBe(false);
    db.statements[0]!.commit();
    await settled();
    expect(answered).toBe(true);
  });

  it('writes one row per book, its latest place, and answers every save of it with that row', async () => {
    const db = slowDatabase();
    const save = placesWrittenTogether(db.write);
    void save(place('ana', 1, 'other book'));
    const turns = [save(place('ana', 2)), save(place('ana', 3)), save(place('ben', 5))];
    db.statements[0]!.commit();
    await settled();
    expect(db.statements[1]!.places.map((p) => `${p.userId}:${p.currentPage}`)).toEqual(['ana:3', 'ben:5']);
    db.statements[1]!.commit();
    expect((await Promise.all(turns)).map((row) => row.id)).toEqual(['ana-3', 'ana-3', 'ben-5']);
  });

  it('fails the saves of a statement that fails, and writes the next ones', async () => {
    const db = slowDatabase();
    const save = placesWrittenTogether(db.write);
    const lost = save(place('ana', 2));
    const next = save(place('ben', 3));
    db.statements[0]!.fail(new Error('disk full'));
    await expect(lost).rejects.toThrow('disk full');
    await settled();
    db.statements[1]!.commit();
    expect(await next).toMatchObject({ userId: 'ben' });
  });
});
