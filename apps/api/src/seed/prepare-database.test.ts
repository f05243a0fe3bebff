import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { createPostgresDatabase, createTestDb, testDatabaseUrl } from '../testing/test-server';
import { createDb } from '../db/client';
import { prepareDatabase } from './prepare-database';
import { polInfo, sysUser } from '../db/schema';
import { demoPolicies } from './content';
import { DEMO_USER_COUNT } from '.';

describe('start-up preparation', () => {
  it('is idempotent: a second run migrates nothing and seeds nothing', async () => {
    const t = await createTestDb({ demo: true });
    try {
      const again = await prepareDatabase(t.handle, { demo: true });
      expect(again.seeded).toBeUndefined();
      expect((await t.db.select({ n: count() }).from(sysUser))[0]?.n).toBe(DEMO_USER_COUNT);
      expect((await t.db.select({ n: count() }).from(polInfo))[0]?.n).toBe(demoPolicies.length);
    } finally {
      await t.close();
    }
  });

  const server = testDatabaseUrl();
  it.runIf(Boolean(server))('two processes migrating and seeding one PostgreSQL database at once both succeed', async () => {
    const created = await createPostgresDatabase(server!);
    const a = await createDb({ databaseUrl: created.url, dataDir: '/tmp' });
    const b = await createDb({ databaseUrl: created.url, dataDir: '/tmp' });
    try {
      const [ra, rb] = await Promise.all([prepareDatabase(a, { demo: true }), prepareDatabase(b, { demo: true })]);
      // exactly one of them seeded
      expect([ra.seeded, rb.seeded].filter(Boolean)).toHaveLength(1);
      expect((await a.db.select({ n: count() }).from(sysUser))[0]?.n).toBe(DEMO_USER_COUNT);
    } finally {
      await a.close();
      await b.close();
      await created.drop();
    }
  });
});
