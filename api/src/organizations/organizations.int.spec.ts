import { describe, expect, it } from 'vitest';
import { mailProductForFile, newEmail } from '../test/accounts.js';
import { classroom, monthlyCredits, organisation, studentToken } from '../test/harness.js';
import { verifyLinkOf } from '../test/mail-catcher.js';

const env = mailProductForFile();

const api = (method: string, path: string, body: unknown, token: string) =>
  env.product.api(method, `/organizations/${path}`, body, token);

/** An organisation with its admin and two teachers. */
async function school() {
  const [admin, teacher, colleague] = await Promise.all([
    env.product.teacher(newEmail('admin')),
    env.product.teacher(newEmail('teacher')),
    env.product.teacher(newEmail('colleague')),
  ]);
  const organizationId = await organisation(env.product, admin.id, [teacher.id, colleague.id]);
  return { admin, teacher, colleague, organizationId };
}

const newMember = (organizationId: string, email = newEmail('new')) => ({
  email,
  firstName: 'Grace',
  lastName: 'Hopper',
  role: 'teacher',
  organization_id: organizationId,
});

async function organizationOf(userId: string): Promise<{ organization_id: string | null; role: string }> {
  const [row] = await env.product.db.query(`SELECT organization_id, role FROM users WHERE id = $1`, [userId]);
  return row;
}

describe('GET /organizations/getShouldShowAdmin', () => {
  it('shows the admin area to an organisation admin only', async () => {
    const { admin, teacher, organizationId } = await school();
    const loner = await env.product.teacher();
    expect(await api('GET', 'getShouldShowAdmin', undefined, admin.token)).toEqual({
      status: 200,
      body: { data: { shouldShowAdmin: true, organization_id: organizationId } },
    });
    for (const user of [teacher, loner]) {
      expect((await api('GET', 'getShouldShowAdmin', undefined, user.token)).body).toEqual({
        data: { shouldShowAdmin: false, organization_id: null },
      });
    }
  });

  it('answers 401 "No token found" without a token', async () => {
    expect((await api('GET', 'getShouldShowAdmin', undefined, '')).body.errorMessage).toBe('No token found');
  });
});

describe('GET /organizations/get_orgs_users/{id}', () => {
  it("answers the organisation's name, max_users, subscription_name and users", async () => {
    const { admin, teacher, organizationId } = await school();
    await env.product.db.query(`UPDATE organizations SET subscription_name = 'School' WHERE id = $1`, [organizationId]);
    const reply = await api('GET', `get_orgs_users/${organizationId}`, undefined, admin.token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      name: 'Springfield Elementary',
      max_users: 50,
      subscription_name: 'School',
      total_users: 3,
      page: 1,
      page_size: 50,
    });
    expect(reply.body.data.users).toHaveLength(3);
    expect(reply.body.data.users[0]).toMatchObject({ id: admin.id, role: 'admin', organization_id: organizationId });
    expect(reply.body.data.users).toContainEqual({
      id: teacher.id,
      email: expect.stringMatching(/^teacher-/),
      firstName: 'Test',
      lastName: 'Teacher',
      role: 'teacher',
      organization_id: organizationId,
      invited: true,
    });
  });

  it('pages a long list on the server', async () => {
    const { admin, organizationId } = await school();
    const pages = await Promise.all(
      [1, 2].map((page) =>
        api('GET', `get_orgs_users/${organizationId}?page=${page}&page_size=2`, undefined, admin.token),
      ),
    );
    expect(pages.map((p) => p.body.data.users.length)).toEqual([2, 1]);
    expect(pages[1]!.body.data).toMatchObject({ total_users: 3, page: 2, page_size: 2 });
    const ids = pages.flatMap((p) => p.body.data.users.map((u: { id: string }) => u.id));
    expect(new Set(ids).size).toBe(3);
    const bad = await api('GET', `get_orgs_users/${organizationId}?page_size=500`, undefined, admin.token);
    expect(bad).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'page_size', message: 'must be at most 100' }] },
    });
  });

  it("refuses another organisation's admin and a plain member with 403", async () => {
    const mine = await school();
    const theirs = await school();
    for (const token of [theirs.admin.token, mine.teacher.token]) {
      expect(await api('GET', `get_orgs_users/${mine.organizationId}`, undefined, token)).toEqual({
        status: 403,
        body: { statusCode: 403, errorMessage: 'Only an admin of this organisation can do this.' },
      });
    }
  });
});

describe('POST /organizations/addNewUserToOrg', () => {
  it('creates the account, mails an invitation, and its link leads to a password and a sign-in', async () => {
    const { admin, organizationId } = await school();
    const email = newEmail('invited');
    const added = await api('POST', 'addNewUserToOrg', newMember(organizationId, email), admin.token);
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ email, firstName: 'Grace', role: 'teacher', invited: true });
    expect(await organizationOf(added.body.data.id)).toEqual({ organization_id: organizationId, role: 'teacher' });

    const mail = await env.mail.latest(email, /You are invited to CheckIn by Springfield Elementary/);
    expect(mail.text).toContain('Test Teacher has added you to Springfield Elementary');
    const followed = await env.auth.follow(verifyLinkOf(mail));
    expect(followed.location.split('#')[0]).toBe(`${env.product.config.PUBLIC_URL}/auth/reset-password`);
    const session = followed.fragment.get('access_token')!;
    const chosen = await env.auth.call('PUT', '/auth/v1/user', { password: 'a password of my own choosing' }, session);
    expect(chosen.status).toBe(200);
    expect((await env.auth.signIn(email, 'a password of my own choosing')).status).toBe(200);

    const list = await api('GET', `get_orgs_users/${organizationId}`, undefined, admin.token);
    expect(list.body.data.users.find((u: { email: string }) => u.email === email).invited).toBe(false);
  });

  it('refuses with a clear message at max_users, and creates nothing', async () => {
    const { admin, organizationId } = await school();
    await env.product.db.query(`UPDATE organizations SET max_users = 3 WHERE id = $1`, [organizationId]);
    const email = newEmail('one-too-many');
    expect(await api('POST', 'addNewUserToOrg', newMember(organizationId, email), admin.token)).toEqual({
      status: 409,
      body: {
        statusCode: 409,
        errorMessage:
          'Your organisation has reached its limit of 3 users. Remove a user or upgrade your plan to add another.',
        error_code: 'max_users_reached',
      },
    });
    expect(await env.product.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
    expect(env.mail.to(email)).toEqual([]);
  });

  it('lets only one of two admins adding at once take the last place', async () => {
    const { admin, organizationId } = await school();
    const other = await env.product.teacher();
    await env.product.db.query(`UPDATE users SET organization_id = $1, role = 'admin' WHERE id = $2`, [
      organizationId,
      other.id,
    ]);
    await env.product.db.query(`UPDATE organizations SET max_users = 5 WHERE id = $1`, [organizationId]);
    const replies = await Promise.all(
      [admin, other].map((a) => api('POST', 'addNewUserToOrg', newMember(organizationId), a.token)),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
  });

  it('refuses an address that already has an account', async () => {
    const { admin, organizationId } = await school();
    const stranger = await env.product.teacher(newEmail('stranger'));
    const [{ email }] = await env.product.db.query(`SELECT email FROM users WHERE id = $1`, [stranger.id]);
    const reply = await api('POST', 'addNewUserToOrg', newMember(organizationId, email.toUpperCase()), admin.token);
    expect(reply).toMatchObject({
      status: 409,
      body: { errorMessage: 'A CheckIn account with this email already exists.' },
    });
    expect((await organizationOf(stranger.id)).organization_id).toBeNull();
  });

  it("refuses another organisation's admin, a member, and a bad body", async () => {
    const mine = await school();
    const theirs = await school();
    for (const token of [theirs.admin.token, mine.teacher.token]) {
      const email = newEmail('sneaky');
      const reply = await api('POST', 'addNewUserToOrg', newMember(mine.organizationId, email), token);
      expect(reply.status).toBe(403);
      expect(await env.product.db.query(`SELECT 1 FROM users WHERE email = $1`, [email])).toEqual([]);
    }
    const bad = await api(
      'POST',
      'addNewUserToOrg',
      { ...newMember(mine.organizationId), email: 'not an address', role: 'owner' },
      mine.admin.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(['email', 'role']);
  });
});

describe('DELETE /organizations/removeUserFromOrg', () => {
  it('takes the user out of the organisation, keeping their account', async () => {
    const { admin, teacher, organizationId } = await school();
    const reply = await api(
      'DELETE',
      'removeUserFromOrg',
      { user_id_to_remove: teacher.id, organization_id: organizationId },
      admin.token,
    );
    expect(reply.status).toBe(200);
    expect(await organizationOf(teacher.id)).toEqual({ organization_id: null, role: 'teacher' });
    const list = await api('GET', `get_orgs_users/${organizationId}`, undefined, admin.token);
    expect(list.body.data.total_users).toBe(2);
  });

  it("withdraws a removed user's invitation", async () => {
    const { admin, organizationId } = await school();
    const email = newEmail('withdrawn');
    const added = await api('POST', 'addNewUserToOrg', newMember(organizationId, email), admin.token);
    const link = verifyLinkOf(await env.mail.latest(email, /invited/));
    await api(
      'DELETE',
      'removeUserFromOrg',
      { user_id_to_remove: added.body.data.id, organization_id: organizationId },
      admin.token,
    );
    expect((await env.auth.follow(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it("refuses removing oneself, another organisation's user, and another organisation's admin", async () => {
    const mine = await school();
    const theirs = await school();
    const self = await api(
      'DELETE',
      'removeUserFromOrg',
      { user_id_to_remove: mine.admin.id, organization_id: mine.organizationId },
      mine.admin.token,
    );
    expect(self).toMatchObject({
      status: 403,
      body: { errorMessage: 'You cannot remove yourself from your organisation. Another admin can.' },
    });
    const notMine = await api(
      'DELETE',
      'removeUserFromOrg',
      { user_id_to_remove: theirs.teacher.id, organization_id: mine.organizationId },
      mine.admin.token,
    );
    expect(notMine).toMatchObject({
      status: 404,
      body: { errorMessage: 'This user of your organisation was not found.' },
    });
    const intruder = await api(
      'DELETE',
      'removeUserFromOrg',
      { user_id_to_remove: mine.teacher.id, organization_id: mine.organizationId },
      theirs.admin.token,
    );
    expect(intruder.status).toBe(403);
    for (const id of [mine.admin.id, mine.teacher.id])
      expect((await organizationOf(id)).organization_id).toBe(mine.organizationId);
    expect((await organizationOf(theirs.teacher.id)).organization_id).toBe(theirs.organizationId);
  });
});

describe('PATCH /organizations/updateUserInOrg', () => {
  it("changes a member's names and role; a new admin sees the admin area", async () => {
    const { admin, teacher, organizationId } = await school();
    const reply = await api(
      'PATCH',
      'updateUserInOrg',
      {
        user: {
          id: teacher.id,
          organization_id: organizationId,
          firstName: 'Mary',
          lastName: 'Jackson',
          role: 'admin',
        },
      },
      admin.token,
    );
    expect(reply).toMatchObject({
      status: 200,
      body: { data: { firstName: 'Mary', lastName: 'Jackson', role: 'admin' } },
    });
    expect((await api('GET', 'getShouldShowAdmin', undefined, teacher.token)).body.data.shouldShowAdmin).toBe(true);
  });

  it("refuses changing one's own role, but not one's own name", async () => {
    const { admin, organizationId } = await school();
    const own = { id: admin.id, organization_id: organizationId };
    const demoted = await api('PATCH', 'updateUserInOrg', { user: { ...own, role: 'teacher' } }, admin.token);
    expect(demoted).toMatchObject({
      status: 403,
      body: { errorMessage: 'You cannot change your own role. Another admin can.' },
    });
    const renamed = await api(
      'PATCH',
      'updateUserInOrg',
      { user: { ...own, firstName: 'Katherine', role: 'admin' } },
      admin.token,
    );
    expect(renamed).toMatchObject({ status: 200, body: { data: { firstName: 'Katherine', role: 'admin' } } });
  });

  it("refuses another organisation's admin, a user of another organisation, and an empty change", async () => {
    const mine = await school();
    const theirs = await school();
    const change = (id: string) => ({ user: { id, organization_id: mine.organizationId, role: 'admin' } });
    expect((await api('PATCH', 'updateUserInOrg', change(mine.teacher.id), theirs.admin.token)).status).toBe(403);
    expect((await api('PATCH', 'updateUserInOrg', change(theirs.teacher.id), mine.admin.token)).status).toBe(404);
    expect((await organizationOf(mine.teacher.id)).role).toBe('teacher');
    expect((await organizationOf(theirs.teacher.id)).role).toBe('teacher');
    const empty = await api(
      'PATCH',
      'updateUserInOrg',
      { user: { id: mine.teacher.id, organization_id: mine.organizationId } },
      mine.admin.token,
    );
    expect(empty).toMatchObject({
      status: 400,
      body: { errors: [{ field: 'user', message: 'must change firstName, lastName or role' }] },
    });
  });
});

describe('POST /organizations/resendPasswordReset', () => {
  it('mails a password reset to a member who has a password', async () => {
    const { admin, organizationId } = await school();
    const account = await env.auth.confirmedAccount(newEmail('member'));
    await env.product.db.query(`UPDATE users SET organization_id = $1 WHERE id = $2`, [organizationId, account.id]);
    const reply = await api(
      'POST',
      'resendPasswordReset',
      { email: account.email, organization_id: organizationId },
      admin.token,
    );
    expect(reply).toEqual({ status: 200, body: { message: `A password reset link was sent to ${account.email}.` } });
    const mail = await env.mail.latest(account.email, /Reset your CheckIn password/);
    expect((await env.auth.follow(verifyLinkOf(mail))).fragment.get('type')).toBe('recovery');
  });

  it('sends the invitation again to a member who has yet to accept it; only the latest link works', async () => {
    const { admin, organizationId } = await school();
    const email = newEmail('slow');
    await api('POST', 'addNewUserToOrg', newMember(organizationId, email), admin.token);
    const first = verifyLinkOf(await env.mail.latest(email, /invited/));
    const reply = await api('POST', 'resendPasswordReset', { email, organization_id: organizationId }, admin.token);
    expect(reply.body.message).toBe(`The invitation was sent to ${email} again.`);
    await expect.poll(() => env.mail.to(email).length).toBe(2);
    const second = verifyLinkOf(await env.mail.latest(email, /invited/));
    expect(second).not.toBe(first);
    expect((await env.auth.follow(first)).fragment.get('error_code')).toBe('otp_expired');
    expect((await env.auth.follow(second)).fragment.get('access_token')).toBeTruthy();
  });

  it("refuses another organisation's admin and an address outside the organisation, mailing nothing", async () => {
    const mine = await school();
    const theirs = await school();
    const [{ email }] = await env.product.db.query(`SELECT email FROM users WHERE id = $1`, [mine.teacher.id]);
    const intruder = await api(
      'POST',
      'resendPasswordReset',
      { email, organization_id: mine.organizationId },
      theirs.admin.token,
    );
    expect(intruder.status).toBe(403);
    const [{ email: theirEmail }] = await env.product.db.query(`SELECT email FROM users WHERE id = $1`, [
      theirs.teacher.id,
    ]);
    const outside = await api(
      'POST',
      'resendPasswordReset',
      { email: theirEmail, organization_id: mine.organizationId },
      mine.admin.token,
    );
    expect(outside.status).toBe(404);
    expect([...env.mail.to(email), ...env.mail.to(theirEmail)]).toEqual([]);
  });
});

describe('GET /organizations/getOrgUsage/{id}', () => {
  it("counts this month's active teachers, students' CheckIns (previews left out), students and credits left", async () => {
    const room = await classroom(env.product);
    const admin = await env.product.teacher();
    const idle = await env.product.teacher();
    const organizationId = await organisation(env.product, admin.id, [room.teacher.id, idle.id]);
    await monthlyCredits(env.product, organizationId, { left: 10, max: 40 });
    const create = (token: string, sessionId?: string) =>
      env.product.api(
        'POST',
        '/assessment_instances/createAssessmentInstance',
        { assessmentTemplateId: room.templateId, session_id: sessionId },
        token,
      );
    const students = await Promise.all([1, 2].map(() => studentToken(env.product, room.sessionId)));
    for (const token of students) expect((await create(token, room.sessionId)).status).toBe(201);
    expect((await create(room.teacher.token)).status).toBe(201);

    const reply = await api('GET', `getOrgUsage/${organizationId}`, undefined, admin.token);
    expect(reply.status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(reply.body.data).toMatchObject({
      month: `${today.slice(0, 7)}-01`,
      active_teachers: 1,
      checkins_this_month: 2,
      students_this_month: 2,
      credits: { num_of_credits: 8, max_monthly_credits: 40, credit_mode: 'monthly' },
    });
    expect(reply.body.data.checkins_by_day).toHaveLength(Number(today.slice(8, 10)));
    expect(reply.body.data.checkins_by_day.at(-1)).toEqual({ date: today, checkins: 2 });
  });

  it("refuses another organisation's admin and a member", async () => {
    const mine = await school();
    const theirs = await school();
    for (const token of [theirs.admin.token, mine.teacher.token]) {
      expect((await api('GET', `getOrgUsage/${mine.organizationId}`, undefined, token)).status).toBe(403);
    }
  });
});
