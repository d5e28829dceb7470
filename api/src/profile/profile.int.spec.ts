import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, organisation, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

describe('GET /profile/getProfileForUser/', () => {
  it("answers the teacher's profile, without organisation or subscription yet", async () => {
    const email = `profile-${Date.now()}@school.test`;
    const teacher = await product.teacher(email);
    const reply = await product.api('GET', '/profile/getProfileForUser/', undefined, teacher.token);
    expect(reply).toEqual({
      status: 200,
      body: {
        data: {
          first_name: 'Test',
          last_name: 'Teacher',
          email,
          role: 'teacher',
          organization: null,
          current_subscription: null,
        },
      },
    });
  });

  it('answers 401 "No token found" without a token, and 403 to a student', async () => {
    const reply = await product.api('GET', '/profile/getProfileForUser/');
    expect(reply).toEqual({ status: 401, body: { statusCode: 401, errorMessage: 'No token found' } });
    const { sessionId } = await classroom(product);
    const student = await studentToken(product, sessionId);
    expect((await product.api('GET', '/profile/getProfileForUser/', undefined, student)).status).toBe(403);
  });
});

describe('PATCH /profile/updateProfileForUser/', () => {
  it('updates the names and answers 204', async () => {
    const teacher = await product.teacher();
    const reply = await product.api(
      'PATCH',
      '/profile/updateProfileForUser/',
      { first_name: ' Katherine ', last_name: 'Johnson' },
      teacher.token,
    );
    expect(reply).toEqual({ status: 204, body: undefined });
    const profile = await product.api('GET', '/profile/getProfileForUser/', undefined, teacher.token);
    expect(profile.body.data).toMatchObject({ first_name: 'Katherine', last_name: 'Johnson' });
  });

  it('answers 400 naming the field for an empty first name', async () => {
    const teacher = await product.teacher();
    const reply = await product.api(
      'PATCH',
      '/profile/updateProfileForUser/',
      { first_name: '', last_name: 'X' },
      teacher.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'first_name', message: 'must not be empty' }]);
  });

  it('answers 401 "No token found" without a token', async () => {
    const reply = await product.api('PATCH', '/profile/updateProfileForUser/', { first_name: 'A', last_name: 'B' });
    expect(reply.body.errorMessage).toBe('No token found');
  });
});

describe('GET /profile/getFirstNameForUserId/{id}', () => {
  const firstName = (id: string, token: string) =>
    product.api('GET', `/profile/getFirstNameForUserId/${id}`, undefined, token);

  it("answers their own first name, and a colleague's in their organisation", async () => {
    const [teacher, colleague, admin] = await Promise.all([product.teacher(), product.teacher(), product.teacher()]);
    await organisation(product, admin.id, [teacher.id, colleague.id]);
    await product.db.query(`UPDATE users SET first_name = 'Dorothy' WHERE id = $1`, [colleague.id]);
    expect(await firstName(colleague.id, teacher.token)).toEqual({
      status: 200,
      body: { data: { first_name: 'Dorothy' } },
    });
    expect((await firstName(teacher.id, teacher.token)).status).toBe(200);
    expect((await firstName(colleague.id, admin.token)).status).toBe(200);
  });

  it("answers a stranger's first name only once they share a CheckIn with every teacher", async () => {
    const [teacher, stranger] = await Promise.all([product.teacher(), product.teacher()]);
    expect(await firstName(stranger.id, teacher.token)).toMatchObject({ status: 404 });
    const shared = await product.api(
      'POST',
      '/assessment_templates/createAssessmentTemplate',
      { name: 'Shared', grade: '5', topic: 'Water Cycle', numberOfQuestions: 2, isPublic: true },
      stranger.token,
    );
    expect(shared.status).toBe(201);
    expect((await firstName(stranger.id, teacher.token)).status).toBe(200);
  });

  it('answers 404 for an unknown id, and "No token found" without a token', async () => {
    const teacher = await product.teacher();
    for (const id of ['00000000-0000-4000-8000-0000000000ff', 'not-a-uuid']) {
      expect((await product.api('GET', `/profile/getFirstNameForUserId/${id}`, undefined, teacher.token)).status).toBe(
        404,
      );
    }
    const anonymous = await product.api('GET', `/profile/getFirstNameForUserId/${teacher.id}`);
    expect(anonymous.body.errorMessage).toBe('No token found');
  });
});
