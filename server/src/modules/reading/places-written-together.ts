// Reading places written together on the embedded database (docs/decisions/030). PGlite runs one
// statement at a time, and a statement with values is six calls into its WASM (parse, describe, bind,
// describe, execute, sync) before its row is written: under many page turns at once, each save queued
// behind the others' statements. Here a save goes straight to the database when none is being written;
// the saves that arrive meanwhile wait for it and then go together, in one statement. Each is answered
// only once the statement holding it (or a later place of the same book) is committed: a process that
// dies loses no save it answered.

/** A reading place to store, its times as ISO text. */
export interface PlaceToSave {
  userId: string;
  storyId: string;
  currentPage: number;
  totalPages: number;
  percent: number;
  at: string;
  completedAt: string | null;
}

interface Waiting<Row> {
  place: PlaceToSave;
  resolve: (row: Row) => void;
  reject: (error: unknown) => void;
}

const bookOf = (place: { userId: string; storyId: string }) => `${place.userId} ${place.storyId}`;

/**
 * `write` stores places of different books in one statement and answers their rows. Answers a save
 * function: the stored row of that book once the place (or a later one) is committed.
 */
export function placesWrittenTogether<Row extends { userId: string; storyId: string }>(
  write: (places: PlaceToSave[]) => Promise<Row[]>,
): (place: PlaceToSave) => Promise<Row> {
  let waiting: Waiting<Row>[] = [];
  let writing = false;
  const writeAll = async () => {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      // One row per book, its latest place: a statement cannot change a row twice, and an earlier
      // place of the same book would be replaced at once anyway.
      const latest = new Map<string, PlaceToSave>();
      for (const { place } of batch) latest.set(bookOf(place), place);
      try {
        const rows = new Map((await write([...latest.values()])).map((row) => [bookOf(row), row]));
        for (const save of batch) {
          const row = rows.get(bookOf(save.place));
          if (row) save.resolve(row);
          else save.reject(new Error('progress upsert returned nothing'));
        }
      } catch (error) {
        for (const save of batch) save.reject(error);
      }
    }
    writing = false;
  };
  return (place) => new Promise<Row>((resolve, reject) => {
    waiting.push({ place, resolve, reject });
    if (!writing) void writeAll();
  });
}
