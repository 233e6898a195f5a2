// Contact messages for the seed: one for about every 40 families (at least 3), in the family's language, over
// the last 60 days, a third of them still unread.
import type { Db } from '../client.ts';
import { contactMessages } from '../schema/index.ts';
import messages from './messages.json' with { type: 'json' };
import type { SeededFamily } from './seed-families.ts';
import { inBatches, type SeedRandom } from './seed-random.ts';

const DAY_MS = 86_400_000;

export async function seedMessages(db: Db, rng: SeedRandom, families: SeededFamily[], now: Date): Promise<number> {
  const rows: (typeof contactMessages.$inferInsert)[] = [];
  // At least a few, so that a small seed (the browser journeys') has messages to read too.
  const count = Math.max(3, Math.ceil(families.length / 40));
  for (let i = 0; i < count && families.length > 0; i++) {
    const family = rng.pick(families);
    const text = rng.pick(messages[family.language]);
    const createdAt = new Date(Math.max(family.createdAt.getTime(), now.getTime() - rng.next() * 60 * DAY_MS));
    rows.push({
      userId: family.id, name: `${family.firstName} ${family.lastName}`, email: family.email, ...text, language: family.language, createdAt,
      readAt: rng.chance(0.66) ? new Date(createdAt.getTime() + rng.int(60_000, 2 * DAY_MS)) : null,
    });
  }
  await inBatches(rows, 1000, (batch) => db.insert(contactMessages).values(batch));
  return rows.length;
}
