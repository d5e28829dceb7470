import { createDataSource, loadEnv, migrate } from '@checkin/engine';
import { z } from 'zod';
import { DEMO_TEACHER, seedDemo, seedReferenceData } from './seed/seed.js';

/**
 * Migrates the database and seeds it, idempotently. Its last line on stdout is a JSON object that the
 * launcher reads: the demo teacher's sign-in and the demo session's id.
 */
const env = loadEnv(z.object({ DATABASE_URL: z.string().startsWith('postgres', 'must be a postgres:// URL') }));
const db = await createDataSource(env.DATABASE_URL, { poolSize: 2, applicationName: 'checkin-setup' }).initialize();
try {
  const ran = await migrate(db);
  console.log(ran.length ? `Migrations applied: ${ran.join(', ')}` : 'Database schema is up to date.');
  await seedReferenceData(db);
  const { demoSessionId } = await seedDemo(db);
  console.log(JSON.stringify({ demoTeacher: { email: DEMO_TEACHER.email, password: DEMO_TEACHER.password }, demoSessionId }));
} finally {
  await db.destroy();
}
