import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestProduct, classroom, studentToken } from '../test/harness.js';

let product: TestProduct;
beforeAll(async () => {
  product = await TestProduct.start({ startWorker: false });
});
afterAll(async () => {
  await product?.stop();
});

const pageView = {
  event_name: 'page_view',
  event_type: 'navigation',
  meta_data: { search: '?tab=1', hash: '' },
  page: '/dashboard',
};

describe('POST /user_activity/post_activity', () => {
  it("stores a teacher's page view and answers 201", async () => {
    const teacher = await product.teacher();
    const reply = await product.api('POST', '/user_activity/post_activity', pageView, teacher.token);
    expect(reply).toEqual({ status: 201, body: { success: true } });

    const rows = await product.db.query(`SELECT * FROM user_activity WHERE user_id = $1`, [teacher.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      event_name: 'page_view',
      event_type: 'navigation',
      meta_data: pageView.meta_data,
      page: '/dashboard',
    });
    expect(rows[0].created_at).toBeInstanceOf(Date);
  });

  it('accepts an event without meta_data', async () => {
    const teacher = await product.teacher();
    const { meta_data: _, ...bare } = pageView;
    expect((await product.api('POST', '/user_activity/post_activity', bare, teacher.token)).status).toBe(201);
    const rows = await product.db.query(`SELECT meta_data FROM user_activity WHERE user_id = $1`, [teacher.id]);
    expect(rows).toEqual([{ meta_data: null }]);
  });

  it('answers 400 naming each wrong field, and stores nothing', async () => {
    const teacher = await product.teacher();
    const reply = await product.api(
      'POST',
      '/user_activity/post_activity',
      { ...pageView, event_name: '', page: 42 },
      teacher.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errorMessage).toMatch(/^Invalid request: /);
    expect(reply.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['event_name', 'page']);
    expect(await product.db.query(`SELECT 1 FROM user_activity WHERE user_id = $1`, [teacher.id])).toEqual([]);
  });

  it('refuses meta_data larger than 4 KB as JSON', async () => {
    const teacher = await product.teacher();
    const reply = await product.api(
      'POST',
      '/user_activity/post_activity',
      { ...pageView, meta_data: { note: 'x'.repeat(4100) } },
      teacher.token,
    );
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual([{ field: 'meta_data', message: 'must be at most 4 KB as JSON' }]);
  });

  it('answers 401 "No token found" without a token', async () => {
    const reply = await product.api('POST', '/user_activity/post_activity', pageView);
    expect(reply.status).toBe(401);
    expect(reply.body.errorMessage).toBe('No token found');
  });

  it("refuses a student's token with 403", async () => {
    const { sessionId } = await classroom(product);
    const count = async () => (await product.db.query(`SELECT count(*)::int AS n FROM user_activity`))[0].n;
    const before = await count();
    const reply = await product.api(
      'POST',
      '/user_activity/post_activity',
      pageView,
      await studentToken(product, sessionId),
    );
    expect(reply.status).toBe(403);
    expect(reply.body.errorMessage).toBe('Students cannot do this.');
    expect(await count()).toBe(before);
  });
});
