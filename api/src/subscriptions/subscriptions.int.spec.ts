import { beforeEach, describe, expect, it } from 'vitest';
import { mailProductForFile, newEmail } from '../test/accounts.js';
import { inOneWindow } from '../test/rate-windows.js';

const TEAM = 'sales-team@checkin.test';
/** Three inquiries per sender's email in the window; the address limit is out of reach. */
const env = mailProductForFile({ TEAM_EMAIL: TEAM, RATE_LIMIT_PUBLIC_FORM: '1000,3/3600' });
beforeEach(() => inOneWindow(3600));

const submit = (body: unknown) => env.product.api('POST', '/subscriptions/submit_sales_inquiry', body);

async function storedInquiries(): Promise<Array<{ body: Record<string, unknown>; mailed_at: Date | null }>> {
  return env.product.db.query(`SELECT body, created_at, mailed_at FROM sales_inquiries ORDER BY created_at`);
}

describe('GET /subscriptions/getSubscriptionPlans', () => {
  it('lists the seeded plans in order, without signing in', async () => {
    const reply = await env.product.api('GET', '/subscriptions/getSubscriptionPlans');
    expect(reply.status).toBe(200);
    const plans = reply.body.data as Array<Record<string, any>>;
    expect(plans.map((p) => p.name)).toEqual(['Free', 'Teacher', 'School', 'District']);
    expect(plans.map((p) => p.order)).toEqual([1, 2, 3, 4]);
    expect(plans.find((p) => p.name === 'School')).toMatchObject({
      max_users: 25,
      monthly_credits: 10_000,
      call_to_action: 'contact_sales',
      price: { monthly_cents: 19_900, yearly_cents: 199_000, currency: 'USD' },
    });
    expect(plans.find((p) => p.name === 'District')!.price).toBeNull();
    for (const plan of plans) expect(plan.features.length).toBeGreaterThan(0);
  });

  it('follows the order the table gives, not the order of insertion', async () => {
    await env.product.db.query(
      `UPDATE subscription_plans SET sort_order = CASE id WHEN 'free' THEN 40 WHEN 'district' THEN 0 ELSE sort_order END`,
    );
    try {
      const reply = await env.product.api('GET', '/subscriptions/getSubscriptionPlans');
      expect(reply.body.data.map((p: { name: string }) => p.name)).toEqual(['District', 'Teacher', 'School', 'Free']);
    } finally {
      await env.product.db.query(
        `UPDATE subscription_plans SET sort_order = CASE id WHEN 'free' THEN 1 WHEN 'district' THEN 4 ELSE sort_order END`,
      );
    }
  });
});

describe('POST /subscriptions/submit_sales_inquiry', () => {
  it('stores the inquiry as sent, with its time, and mails the team, without signing in', async () => {
    const email = newEmail('principal');
    const inquiry = {
      name: 'Maria Montessori',
      email,
      organization: 'Casa dei Bambini',
      teachers: 40,
      message: 'We would like CheckIn for the whole school.',
      extra: { source: 'pricing page' },
    };
    const before = Date.now();
    const reply = await submit(inquiry);
    expect(reply.status).toBe(201);
    expect(reply.body.data.id).toEqual(expect.any(String));

    const [row] = await env.product.db.query(`SELECT body, created_at, mailed_at FROM sales_inquiries WHERE id = $1`, [
      reply.body.data.id,
    ]);
    expect(row.body).toEqual(inquiry);
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const mail = await env.mail.latest(TEAM, /Sales inquiry from Maria Montessori/);
    for (const line of [`email: ${email}`, 'organization: Casa dei Bambini', 'teachers: 40', 'extra: {"source"']) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toContain('We would like CheckIn for the whole school.');
    const [mailed] = await env.product.db.query(`SELECT mailed_at FROM sales_inquiries WHERE id = $1`, [
      reply.body.data.id,
    ]);
    expect(mailed.mailed_at).toBeInstanceOf(Date);
  });

  it('refuses bad bodies with 400 naming the field, and stores none of them', async () => {
    const before = (await storedInquiries()).length;
    const deep = { a: { b: { c: { d: 'too deep' } } } };
    const cases: Array<[unknown, string]> = [
      [{ name: 'No address', email: 'not-an-address' }, 'email'],
      [{}, '(body)'],
      [[{ name: 'a list' }], '(body)'],
      [deep, '(body)'],
      [{ message: 'x'.repeat(20_000) }, '(body)'],
      [Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`field${i}`, i])), '(body)'],
    ];
    for (const [body, field] of cases) {
      const reply = await submit(body);
      expect(reply.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(reply.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await storedInquiries()).length).toBe(before);
  });

  it('refuses a body that is not a JSON object, and stores nothing', async () => {
    const before = (await storedInquiries()).length;
    for (const body of ['{"name": ', '"just text"']) {
      const response = await fetch(`${env.product.baseUrl}/api/v1/subscriptions/submit_sales_inquiry`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(response.status, body).toBe(400);
    }
    expect((await storedInquiries()).length).toBe(before);
  });

  it('limits inquiries from one sender, and keeps none past the limit', async () => {
    const email = newEmail('eager');
    for (let i = 0; i < 3; i++) expect((await submit({ email, message: `Inquiry ${i}` })).status).toBe(201);
    const refused = await submit({ email, message: 'One more' });
    expect(refused.status).toBe(429);
    const kept = (await storedInquiries()).filter((row) => row.body.email === email);
    expect(kept.map((row) => row.body.message)).toEqual(['Inquiry 0', 'Inquiry 1', 'Inquiry 2']);
  });
});
