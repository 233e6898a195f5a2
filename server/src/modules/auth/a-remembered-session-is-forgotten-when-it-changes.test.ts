// The session check remembered on the embedded database (session-cache.ts, docs/decisions/029): every
// change to what the check reads, by whatever writer, makes the next look-up read the database again,
// and an answer read before a change is never remembered after it. session-check.test.ts holds the
// same promise through the HTTP routes (sign-out, suspension, admin change...).
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from '../../db/client.ts';
import { appUsers, identitySessions, identityUsers } from '../../db/schema/index.ts';
import { startSessionCache, type SessionCache } from './session-cache.ts';

describe('a remembered session (embedded database)', () => {
  let database: Database;
  let cache: SessionCache<string>;
  beforeAll(async () => {
    database = await openPglite(undefined);
    cache = (await startSessionCache<string>(database))!;
  }, 60_000);
  afterAll(async () => {
    await cache?.close();
    await database?.close();
  });

  /** An identity with one session, remembered. */
  async function remembered(withAppUser = true) {
    const id = randomUUID();
    const token = randomUUID();
    await database.db.insert(identityUsers).values({ id, name: 'Ada', email: `${id}@example.com` });
    await database.db.insert(identitySessions).values({ id: randomUUID(), token, userId: id, expiresAt: new Date(Date.now() + 86_400_000) });
    if (withAppUser) await database.db.insert(appUsers).values({ identityId: id, firstName: 'Ada', email: `${id}@example.com` });
    cache.set(token, id, `answer for ${token}`, cache.generation);
    expect(cache.get(token)).toBe(`answer for ${token}`);
    return { id, token };
  }

  it('is forgotten when its session is deleted or changed', async () => {
    const a = await remembered();
    await database.db.delete(identitySessions).where(eq(identitySessions.token, a.token));
    expect(cache.get(a.token)).toBeUndefined();
    const b = await remembered();
    await database.db.update(identitySessions).set({ expiresAt: new Date() }).where(eq(identitySessions.token, b.token));
    expect(cache.get(b.token)).toBeUndefined();
  });

  it('is forgotten when the family is suspended, made admin, or its product user first created', async () => {
    const a = await remembered();
    await database.db.update(appUsers).set({ suspendedAt: new Date() }).where(eq(appUsers.identityId, a.id));
    expect(cache.get(a.token)).toBeUndefined();
    const b = await remembered();
    await database.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.identityId, b.id));
    expect(cache.get(b.token)).toBeUndefined();
    const c = await remembered(false);
    await database.db.insert(appUsers).values({ identityId: c.id, firstName: 'Ada', email: `${c.id}@example.com` });
    expect(cache.get(c.token)).toBeUndefined();
  });

  it('is forgotten when the identity changes or is deleted, and only that identity is', async () => {
    const a = await remembered();
    const other = await remembered();
    await database.db.update(identityUsers).set({ emailVerified: true }).where(eq(identityUsers.id, a.id));
    expect(cache.get(a.token)).toBeUndefined();
    expect(cache.get(other.token)).toBe(`answer for ${other.token}`);
    const b = await remembered();
    await database.db.delete(identityUsers).where(eq(identityUsers.id, b.id));
    expect(cache.get(b.token)).toBeUndefined();
  });

  it('forgets everyone when a table is emptied', async () => {
    const a = await remembered();
    await database.db.execute(sql`TRUNCATE identity_sessions`);
    expect(cache.get(a.token)).toBeUndefined();
  });

  it('never remembers an answer read before a change', async () => {
    const a = await remembered();
    await database.db.delete(identitySessions).where(eq(identitySessions.token, a.token));
    const since = cache.generation;
    // A look-up that read the row, then a sign-out elsewhere, then the look-up stores what it read.
    await database.db.update(appUsers).set({ isAdmin: true }).where(eq(appUsers.identityId, a.id));
    cache.set(a.token, a.id, 'stale', since);
    expect(cache.get(a.token)).toBeUndefined();
  });

  it('is not kept on a PostgreSQL server, where another process changes things unseen', async () => {
    expect(await startSessionCache({ ...database, kind: 'postgres' })).toBeNull();
  });
});
