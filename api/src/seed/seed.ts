import { templateFields } from '@checkin/contracts';
import { DEFAULT_RATING_SCALES } from '@checkin/domain';
import type { DataSource } from 'typeorm';
import { addEmailIdentity } from '../auth/accounts/users.js';
import { hashPassword } from '../auth/password/password-hash.js';
import { seedPlans } from '../subscriptions/subscription-plans.js';
import { PLAN_CATALOGUE } from '../subscriptions/plan-catalogue.js';
import { writeTemplateTags } from '../templates/template-tags.js';
import { DEFAULT_PROMPTS, PROMPT_IDS } from '@checkin/engine';
import { EXAMPLE_TEMPLATES } from './example-templates.js';

/** Fixed ids keep the seed idempotent: running it again changes nothing. */
export const SEED_IDS = {
  examplesUser: '00000000-0000-4000-8000-000000000001',
  demoTeacher: '00000000-0000-4000-8000-000000000002',
  demoTemplate: '00000000-0000-4000-8000-000000000101',
  demoSession: '00000000-0000-4000-8000-000000000201',
  demoAdmin: '00000000-0000-4000-8000-000000000003',
  demoSchool: '00000000-0000-4000-8000-000000000301',
};

export const DEMO_TEACHER = {
  email: 'teacher@checkin.local',
  password: 'checkin-demo',
  firstName: 'Demo',
  lastName: 'Teacher',
};

/** The demo school's admin: the admin area (users, invitations, usage) at /org_admin/org_admin_dashboard. */
export const DEMO_ADMIN = {
  email: 'admin@checkin.local',
  password: 'checkin-demo-admin',
  firstName: 'Demo',
  lastName: 'Admin',
};

/** The demo school: a plan, a monthly allowance of credits, the demo teacher as a member and the demo admin. */
/** The demo school is on the School plan, with its users and credits (enough for the benchmarks' classes). */
const SCHOOL_PLAN = PLAN_CATALOGUE.find((plan) => plan.id === 'school')!;
export const DEMO_SCHOOL = {
  name: 'Demo School',
  maxUsers: SCHOOL_PLAN.maxUsers,
  subscriptionName: SCHOOL_PLAN.name,
  monthlyCredits: SCHOOL_PLAN.monthlyCredits,
};

/** What every installation needs: rating scales, prompts and the subscription plans. Tests seed this too. */
export async function seedReferenceData(db: DataSource): Promise<void> {
  for (const scale of DEFAULT_RATING_SCALES) {
    await db.query(
      `INSERT INTO rating_scales (id, name, levels) VALUES ($1, $2, $3::jsonb) ON CONFLICT (id) DO NOTHING`,
      [scale.id, scale.name, JSON.stringify(scale.levels)],
    );
  }
  for (const p of DEFAULT_PROMPTS) {
    await db.query(
      `INSERT INTO prompts (id, kind, name, version, body) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [p.id, p.kind, p.name, p.version, p.body],
    );
  }
  await seedPlans(db);
}

/** The example CheckIns every teacher is offered, one for each preset topic. */
export async function seedExamples(db: DataSource): Promise<void> {
  await db.query(
    `INSERT INTO users (id, email, first_name, last_name, role, email_confirmed_at)
     VALUES ($1, 'examples@checkin.local', 'CheckIn', 'Examples', 'system', now()) ON CONFLICT (id) DO NOTHING`,
    [SEED_IDS.examplesUser],
  );
  const examples: Array<{ count: string }> = await db.query(
    `SELECT count(*) FROM assessment_templates WHERE is_example`,
  );
  if (examples[0]?.count !== '0') return;
  for (const example of EXAMPLE_TEMPLATES) {
    await insertTemplate(db, SEED_IDS.examplesUser, example, { isExample: true, isPublic: true });
  }
}

/** The demo teacher with a CheckIn and a session, so that `npm start` shows a working product at once. */
export async function seedDemo(db: DataSource): Promise<{ demoSessionId: string }> {
  const existing: unknown[] = await db.query(`SELECT 1 FROM users WHERE id = $1`, [SEED_IDS.demoTeacher]);
  if (existing.length === 0) {
    await db.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, role, email_confirmed_at)
       VALUES ($1, $2, $3, $4, $5, 'teacher', now())`,
      [
        SEED_IDS.demoTeacher,
        DEMO_TEACHER.email,
        await hashPassword(DEMO_TEACHER.password),
        DEMO_TEACHER.firstName,
        DEMO_TEACHER.lastName,
      ],
    );
  }
  // Signs in with email and password like any account (databases seeded before accounts get it now).
  await addEmailIdentity(db, { id: SEED_IDS.demoTeacher, email: DEMO_TEACHER.email });
  await insertTemplate(
    db,
    SEED_IDS.demoTeacher,
    {
      name: 'Water Cycle Check-In',
      grade: '5',
      topic: 'Water Cycle',
      numberOfQuestions: 5,
      tags: ['science'],
      customQuestions: [],
    },
    { id: SEED_IDS.demoTemplate },
  );
  await db.query(
    `INSERT INTO sessions (id, template_id, owner_id, name) VALUES ($1, $2, $3, 'Demo class') ON CONFLICT (id) DO NOTHING`,
    [SEED_IDS.demoSession, SEED_IDS.demoTemplate, SEED_IDS.demoTeacher],
  );
  await seedDemoSchool(db);
  return { demoSessionId: SEED_IDS.demoSession };
}

/**
 * The demo school, its admin, and the demo teacher as its member. A demo teacher already moved to another
 * organisation (or out of one) by an admin stays where they were put.
 */
async function seedDemoSchool(db: DataSource): Promise<void> {
  const created: unknown[] = await db.query(
    `INSERT INTO organizations (id, name, max_users, subscription_name, credit_mode, num_of_credits, max_monthly_credits)
     VALUES ($1, $2, $3, $4, 'monthly', $5, $5) ON CONFLICT (id) DO NOTHING RETURNING id`,
    [
      SEED_IDS.demoSchool,
      DEMO_SCHOOL.name,
      DEMO_SCHOOL.maxUsers,
      DEMO_SCHOOL.subscriptionName,
      DEMO_SCHOOL.monthlyCredits,
    ],
  );
  if (created.length > 0) {
    await db.query(`UPDATE users SET organization_id = $1 WHERE id = $2`, [SEED_IDS.demoSchool, SEED_IDS.demoTeacher]);
  }
  const admin: unknown[] = await db.query(`SELECT 1 FROM users WHERE id = $1`, [SEED_IDS.demoAdmin]);
  if (admin.length > 0) return;
  const inserted: unknown[] = await db.query(
    `INSERT INTO users (id, email, password_hash, first_name, last_name, role, organization_id, email_confirmed_at)
     VALUES ($1, $2, $3, $4, $5, 'admin', $6, now()) ON CONFLICT DO NOTHING RETURNING id`,
    [
      SEED_IDS.demoAdmin,
      DEMO_ADMIN.email,
      await hashPassword(DEMO_ADMIN.password),
      DEMO_ADMIN.firstName,
      DEMO_ADMIN.lastName,
      SEED_IDS.demoSchool,
    ],
  );
  // Someone's own account with the demo admin's address: theirs stays as it is, and the demo has no admin.
  if (inserted.length > 0) await addEmailIdentity(db, { id: SEED_IDS.demoAdmin, email: DEMO_ADMIN.email });
}

async function insertTemplate(
  db: DataSource,
  ownerId: string,
  input: Record<string, unknown>,
  options: { id?: string; isExample?: boolean; isPublic?: boolean },
): Promise<void> {
  const t = templateFields.parse({ ...input, isPublic: options.isPublic ?? false });
  const inserted: Array<{ id: string }> = await db.query(
    `INSERT INTO assessment_templates
       (id, owner_id, name, grade, topic, number_of_questions, custom_questions, rating_level, rating_scale_id,
        prompt_type, question_prompt_id, rating_prompt_id, conversation_prompt_id, show_single_question_rating,
        is_public, is_example)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, $12, $13, true,
             $14, $15)
     ON CONFLICT (id) DO NOTHING
     RETURNING id`,
    [
      options.id ?? null,
      ownerId,
      t.name,
      t.grade,
      t.topic,
      t.numberOfQuestions ?? null,
      JSON.stringify(t.customQuestions),
      t.rating_level,
      t.rating_scale_id,
      t.promptType,
      PROMPT_IDS[t.promptType].question,
      PROMPT_IDS[t.promptType].rating,
      PROMPT_IDS[t.promptType].conversation,
      t.isPublic,
      options.isExample ?? false,
    ],
  );
  if (inserted[0]) await writeTemplateTags(db, inserted[0].id, t.tags);
}
