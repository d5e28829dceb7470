import { connectDatabase, endOnStartFailure, loadEnv, migrate } from '@checkin/engine';
import { z } from 'zod';
import { DEMO_ADMIN, DEMO_TEACHER, seedDemo, seedExamples, seedReferenceData } from './seed/seed.js';

/**
 * Migrates the database and seeds it, idempotently. Its last line on stdout is a JSON object that the launcher
 * reads: the demo teacher's and the demo school admin's sign-ins and the demo session's id (null in production, which gets no demo data).
 * API nodes started together each run it: an advisory lock makes them take turns.
 */
const env = loadEnv(
  z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL'),
  }),
);
const SETUP_LOCK = 7_340_001;

const db = await connectDatabase(env.DATABASE_URL, { poolSize: 3, applicationName: 'checkin-setup' }).catch(
  endOnStartFailure,
);
const lock = db.createQueryRunner();
try {
  await lock.connect();
  await lock.query('SELECT pg_advisory_lock($1)', [SETUP_LOCK]);
  const ran = await migrate(db);
  console.log(ran.length ? `Migrations applied: ${ran.join(', ')}` : 'Database schema is up to date.');
  await seedReferenceData(db);
  await seedExamples(db);
  const demo = env.NODE_ENV === 'production' ? null : await seedDemo(db);
  console.log(
    JSON.stringify({
      demoTeacher: demo ? { email: DEMO_TEACHER.email, password: DEMO_TEACHER.password } : null,
      demoAdmin: demo ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null,
      demoSessionId: demo?.demoSessionId ?? null,
    }),
  );
} finally {
  await lock.query('SELECT pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => undefined);
  await lock.release();
  await db.destroy();
}
