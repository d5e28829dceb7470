import { describe, expect, it } from 'vitest';
import { mailProductForFile } from '../test/accounts.js';
import { DEMO_ADMIN, DEMO_SCHOOL, DEMO_TEACHER, SEED_IDS, seedDemo } from './seed.js';

const env = mailProductForFile();

const signIn = async (who: { email: string; password: string }) => {
  const session = await env.auth.signIn(who.email, who.password);
  expect(session.status).toBe(200);
  return session.body.access_token as string;
};

describe('the demo school that `npm start` seeds', () => {
  it('has a plan, monthly credits, the demo teacher as a member and an admin who signs in to its admin area', async () => {
    await seedDemo(env.product.db);
    await seedDemo(env.product.db);
    const admin = await signIn(DEMO_ADMIN);
    const shown = await env.product.api('GET', '/organizations/getShouldShowAdmin', undefined, admin);
    expect(shown.body.data).toEqual({ shouldShowAdmin: true, organization_id: SEED_IDS.demoSchool });

    const users = await env.product.api(
      'GET',
      `/organizations/get_orgs_users/${SEED_IDS.demoSchool}`,
      undefined,
      admin,
    );
    expect(users.body.data).toMatchObject({
      name: DEMO_SCHOOL.name,
      max_users: DEMO_SCHOOL.maxUsers,
      subscription_name: DEMO_SCHOOL.subscriptionName,
      total_users: 2,
    });
    expect(users.body.data.users.map((u: { email: string; role: string }) => [u.email, u.role])).toEqual([
      [DEMO_ADMIN.email, 'admin'],
      [DEMO_TEACHER.email, 'teacher'],
    ]);

    const teacher = await signIn(DEMO_TEACHER);
    const credits = await env.product.api('GET', '/credits/getCreditsForUser/', undefined, teacher);
    expect(credits.body.data).toMatchObject({
      num_of_credits: DEMO_SCHOOL.monthlyCredits,
      max_monthly_credits: DEMO_SCHOOL.monthlyCredits,
      credit_mode: 'monthly',
    });
  });

  it('leaves a demo teacher whom an admin took out of the school where they are', async () => {
    await seedDemo(env.product.db);
    await env.product.db.query(`UPDATE users SET organization_id = NULL WHERE id = $1`, [SEED_IDS.demoTeacher]);
    await seedDemo(env.product.db);
    const [row] = await env.product.db.query(`SELECT organization_id FROM users WHERE id = $1`, [SEED_IDS.demoTeacher]);
    expect(row.organization_id).toBeNull();
  });
});
