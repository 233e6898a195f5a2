// Families for the seed: English and French names, addresses on reserved example domains (no mail
// can ever reach a real person), join dates over two years with more recent sign-ups, plans in
// proportions like a young product's (most free), some unverified addresses, a few suspended.
import type { PlanId } from '@storyloom/contracts/plans';
import type { SubscriptionStatus } from '@storyloom/contracts/user';
import type { Db } from '../client.ts';
import { appUsers, identityUsers } from '../schema/index.ts';
import data from './families.json' with { type: 'json' };
import { inBatches, type SeedRandom } from './seed-random.ts';

export type SeedLanguage = 'en' | 'fr';
export interface SeededFamily {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  language: SeedLanguage;
  plan: PlanId;
  createdAt: Date;
}

const DAY_MS = 86_400_000;
const PLAN_SHARES: [PlanId, number][] = [['free', 0.7], ['basic', 0.18], ['premium', 0.09], ['pro', 0.03]];

function ascii(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '');
}

function drawPlan(rng: SeedRandom): PlanId {
  let x = rng.next();
  for (const [plan, share] of PLAN_SHARES) if ((x -= share) < 0) return plan;
  return 'free';
}

function drawStatus(rng: SeedRandom, plan: PlanId): SubscriptionStatus {
  if (plan === 'free') return 'active';
  return rng.chance(0.9) ? 'active' : rng.pick(['past_due', 'canceled'] as const);
}

export async function seedFamilies(db: Db, rng: SeedRandom, count: number, now: Date): Promise<SeededFamily[]> {
  const families: SeededFamily[] = [];
  const identities: (typeof identityUsers.$inferInsert)[] = [];
  const users: (typeof appUsers.$inferInsert)[] = [];
  const runTag = rng.uuid().slice(0, 6);
  for (let i = 0; i < count; i++) {
    const language: SeedLanguage = rng.chance(0.6) ? 'en' : 'fr';
    const names = data[language];
    const firstName = rng.pick(names.firstNames);
    const lastName = rng.pick(names.lastNames);
    // sqrt skews towards 1: more families joined recently, as a growing product sees.
    const createdAt = new Date(now.getTime() - Math.round(730 * DAY_MS * (1 - Math.sqrt(rng.next()))) - rng.int(60_000, DAY_MS));
    const email = `${ascii(firstName)}.${ascii(lastName)}.${runTag}${i}@${rng.pick(names.domains)}`;
    const plan = drawPlan(rng);
    const identityId = rng.uuid();
    const id = rng.uuid();
    identities.push({ id: identityId, name: `${firstName} ${lastName}`, email, emailVerified: rng.chance(0.85), createdAt, updatedAt: createdAt });
    users.push({
      id, identityId, firstName, lastName, email, subscriptionPlan: plan, subscriptionStatus: drawStatus(rng, plan), createdAt,
      suspendedAt: rng.chance(0.003) ? new Date(createdAt.getTime() + DAY_MS) : null,
    });
    families.push({ id, firstName, lastName, email, language, plan, createdAt });
  }
  await inBatches(identities, 1000, (batch) => db.insert(identityUsers).values(batch));
  await inBatches(users, 1000, (batch) => db.insert(appUsers).values(batch));
  return families;
}
