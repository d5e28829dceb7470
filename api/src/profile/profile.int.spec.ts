import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

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
  it("answers another user's first name to a signed-in user", async () => {
    const teacher = await product.teacher();
    const colleague = await product.teacher();
    await product.db.query(`UPDATE users SET first_name = 'Dorothy' WHERE id = $1`, [colleague.id]);
    const reply = await product.api('GET', `/profile/getFirstNameForUserId/${colleague.id}`, undefined, teacher.token);
    expect(reply).toEqual({ status: 200, body: { data: { first_name: 'Dorothy' } } });
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
