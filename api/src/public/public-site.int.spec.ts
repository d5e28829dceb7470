import { beforeEach, describe, expect, it } from 'vitest';
import { mailProductForFile, newEmail } from '../test/accounts.js';
import { organisation } from '../test/harness.js';
import { inOneWindow } from '../test/rate-windows.js';

const TEAM = 'team@school-district.test';
const env = mailProductForFile({ TEAM_EMAIL: TEAM, RATE_LIMIT_PUBLIC_FORM: '10000,10000/60' });

const count = async (table: string): Promise<number> =>
  Number((await env.product.db.query(`SELECT count(*) AS n FROM ${table}`))[0].n);

describe('POST /waitlist/join', () => {
  it('stores the sign-up, answers 201 and mails the team', async () => {
    const email = newEmail('waitlist');
    const reply = await env.product.api('POST', '/waitlist/join', { email, name: ' Maria Montessori ' });
    expect(reply).toMatchObject({ status: 201, body: { data: { joined: true } } });
    const rows = await env.product.db.query(`SELECT email, name FROM waitlist_signups WHERE email = $1`, [email]);
    expect(rows).toEqual([{ email, name: 'Maria Montessori' }]);
    const mail = await env.mail.latest(TEAM, new RegExp(`Waitlist: ${email}`));
    expect(mail.text).toContain('Name: Maria Montessori');
  });

  it('takes a repeat of the same address (in any case) harmlessly: 200, no second row, no second mail', async () => {
    const email = newEmail('again');
    expect((await env.product.api('POST', '/waitlist/join', { email })).status).toBe(201);
    const mailsBefore = env.mail.to(TEAM).length;
    const repeat = await env.product.api('POST', '/waitlist/join', { email: email.toUpperCase(), name: 'Other' });
    expect(repeat).toMatchObject({ status: 200, body: { data: { joined: false } } });
    const rows = await env.product.db.query(`SELECT name FROM waitlist_signups WHERE lower(email) = $1`, [email]);
    expect(rows).toEqual([{ name: null }]);
    await new Promise((r) => setTimeout(r, 200));
    expect(env.mail.to(TEAM)).toHaveLength(mailsBefore);
  });

  it('refuses a bad address with 400 naming the field, and stores nothing', async () => {
    const before = await count('waitlist_signups');
    const reply = await env.product.api('POST', '/waitlist/join', { email: 'not-an-address', name: 'X' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'email', message: 'must be an email address' }]);
    expect(await count('waitlist_signups')).toBe(before);
  });
});

describe('POST /contactus (no auth)', () => {
  it('stores the message, answers 201 and mails it to the team', async () => {
    const email = newEmail('parent');
    const body = { name: 'Ada Parent', email, message: 'Does CheckIn work\non tablets?' };
    const reply = await env.product.api('POST', '/contactus', body);
    expect(reply.status).toBe(201);
    const rows = await env.product.db.query(`SELECT name, email, message FROM contact_requests WHERE id = $1`, [
      reply.body.data.id,
    ]);
    expect(rows).toEqual([body]);
    const mail = await env.mail.latest(TEAM, /^Contact: Ada Parent$/);
    expect(mail.text).toContain(`Email: ${email}`);
    expect(mail.text.replace(/\r\n/g, '\n')).toContain('Message: Does CheckIn work\non tablets?');
  });

  it('refuses a missing message with 400 naming it, and stores nothing', async () => {
    const before = await count('contact_requests');
    const reply = await env.product.api('POST', '/contactus', { name: 'Ada', email: newEmail('x'), message: '  ' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'message', message: 'must not be empty' }]);
    expect(await count('contact_requests')).toBe(before);
  });

  it('escapes what the sender wrote in the mail to the team', async () => {
    await env.product.api('POST', '/contactus', {
      name: 'Mallory',
      email: newEmail('mallory'),
      message: '<img src=x onerror=alert(1)>',
    });
    const mail = await env.mail.latest(TEAM, /^Contact: Mallory$/);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('POST /support/contact_support', () => {
  it("stores a teacher's request with their organisation, answers 201 and mails the team", async () => {
    const admin = await env.product.teacher(newEmail('admin'));
    const teacher = await env.product.teacher(newEmail('support'));
    const organizationId = await organisation(env.product, admin.id, [teacher.id]);
    const body = { subject: 'Report export', message: 'The CSV has no names.', organization_id: organizationId };
    const reply = await env.product.api('POST', '/support/contact_support', body, teacher.token);
    expect(reply.status).toBe(201);
    const rows = await env.product.db.query(
      `SELECT user_id, organization_id, subject, message FROM support_requests WHERE id = $1`,
      [reply.body.data.id],
    );
    expect(rows).toEqual([
      { user_id: teacher.id, organization_id: organizationId, subject: body.subject, message: body.message },
    ]);
    const mail = await env.mail.latest(TEAM, /^Support: Report export$/);
    expect(mail.text).toContain(`Organisation: Springfield Elementary (${organizationId})`);
    expect(mail.text).toMatch(/From: Test Teacher <support-.+@school\.test>/);
  });

  it('takes organization_id null from a teacher in no organisation', async () => {
    const loner = await env.product.teacher();
    const body = { subject: 'Hello', message: 'A question.', organization_id: null };
    const reply = await env.product.api('POST', '/support/contact_support', body, loner.token);
    expect(reply.status).toBe(201);
    const [row] = await env.product.db.query(`SELECT organization_id FROM support_requests WHERE id = $1`, [
      reply.body.data.id,
    ]);
    expect(row.organization_id).toBeNull();
  });

  it("refuses another organisation's id with 400 on organization_id, and stores nothing", async () => {
    const admin = await env.product.teacher();
    const stranger = await env.product.teacher();
    const otherOrganization = await organisation(env.product, admin.id, []);
    const before = await count('support_requests');
    const reply = await env.product.api(
      'POST',
      '/support/contact_support',
      { subject: 'Hi', message: 'Let me in', organization_id: otherOrganization },
      stranger.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([
      { field: 'organization_id', message: expect.stringContaining('your organisation') },
    ]);
    expect(await count('support_requests')).toBe(before);
  });

  it('refuses a missing subject with 400 naming it', async () => {
    const teacher = await env.product.teacher();
    const reply = await env.product.api('POST', '/support/contact_support', { message: 'Hi' }, teacher.token);
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'subject', message: 'is required' }]);
  });

  it('answers 401 "No token found" without a token', async () => {
    const reply = await env.product.api('POST', '/support/contact_support', { subject: 'a', message: 'b' });
    expect(reply).toMatchObject({ status: 401, body: { errorMessage: 'No token found' } });
  });
});

describe('the public forms are rate-limited', () => {
  const limited = mailProductForFile({ RATE_LIMIT_PUBLIC_FORM: '100,2/60' });
  beforeEach(() => inOneWindow(60));

  it('refuses a third sign-up from one address within the window with 429', async () => {
    const email = newEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (
          await limited.product.api('POST', '/contactus', {
            name: 'Flood',
            email,
            message: `message ${i}`,
          })
        ).status,
      );
    expect(statuses).toEqual([201, 201, 429]);
  });
});
