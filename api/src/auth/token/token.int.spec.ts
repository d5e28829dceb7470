import { describe, expect, it } from 'vitest';
import { claimsOf, mailProductForFile } from '../../test/accounts.js';

const env = mailProductForFile({ ACCESS_TOKEN_TTL_SECONDS: '900' });

describe('POST /auth/v1/token?grant_type=password', () => {
  it('answers the session: tokens, expiry and the user with identities and factors', async () => {
    const account = await env.auth.confirmedAccount();
    const reply = await env.auth.signIn(account.email);
    expect(reply.status).toBe(200);
    const now = Math.floor(Date.now() / 1000);
    expect(reply.body).toMatchObject({ token_type: 'bearer', expires_in: 900, refresh_token: expect.any(String) });
    expect(reply.body.expires_at).toBeGreaterThanOrEqual(now + 899);
    expect(reply.body.expires_at).toBeLessThanOrEqual(now + 901);
    expect(reply.body.user).toMatchObject({
      id: account.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: account.email,
      phone: '',
      last_sign_in_at: expect.any(String),
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { first_name: 'Ada', last_name: 'Lovelace' },
      identities: [{ provider: 'email', identity_data: { email: account.email, sub: account.id } }],
      factors: [],
    });
    const claims = claimsOf(reply.body.access_token);
    expect(claims).toMatchObject({
      sub: account.id,
      email: account.email,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: expect.any(Number) }],
    });
    expect(claims.exp - claims.iat).toBe(900);
    const session = await env.product.db.query(`SELECT * FROM auth_sessions WHERE id = $1`, [claims.session_id]);
    expect(session[0]).toMatchObject({ user_id: account.id, aal: 'aal1', revoked_at: null });
  });

  it('gives one message for a wrong password and for an unknown email', async () => {
    const account = await env.auth.confirmedAccount();
    const wrongPassword = await env.auth.signIn(account.email, 'not the password');
    const unknownEmail = await env.auth.signIn('nobody-here@school.test', account.password);
    for (const reply of [wrongPassword, unknownEmail]) {
      expect(reply.status).toBe(400);
      expect(reply.body).toEqual({
        code: 400,
        error_code: 'invalid_credentials',
        msg: 'Invalid login credentials',
        errorMessage: 'Invalid login credentials',
      });
    }
  });

  it('signs the demo teacher in as seeded', async () => {
    const { seedDemo, DEMO_TEACHER } = await import('../../seed/seed.js');
    await seedDemo(env.product.db);
    const reply = await env.auth.signIn(DEMO_TEACHER.email, DEMO_TEACHER.password);
    expect(reply.status).toBe(200);
    expect(reply.body.user.identities).toHaveLength(1);
  });

  it('refuses an unknown grant type with 400', async () => {
    const reply = await env.auth.call('POST', '/auth/v1/token?grant_type=magic', {});
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('unsupported_grant_type');
    expect((await env.auth.call('POST', '/auth/v1/token', {})).status).toBe(400);
  });
});

describe('POST /auth/v1/token?grant_type=refresh_token', () => {
  it('rotates: a new pair for the same session, and the old refresh token is spent', async () => {
    const { session } = await env.auth.confirmedAccount();
    const refreshed = await env.auth.refresh(session.refresh_token);
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(session.refresh_token);
    expect(claimsOf(refreshed.body.access_token).session_id).toBe(claimsOf(session.access_token).session_id);
    expect(claimsOf(refreshed.body.access_token).amr).toEqual(claimsOf(session.access_token).amr);
    expect((await env.auth.user(refreshed.body.access_token)).status).toBe(200);
    expect((await env.auth.refresh(refreshed.body.refresh_token)).status).toBe(200);
  });

  it('answers the same child again to a reuse within 10 seconds (two tabs refreshing at once)', async () => {
    const { session } = await env.auth.confirmedAccount();
    const [first, second] = await Promise.all([
      env.auth.refresh(session.refresh_token),
      env.auth.refresh(session.refresh_token),
    ]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.refresh_token).toBe(first.body.refresh_token);
    const later = await env.auth.refresh(session.refresh_token);
    expect(later.body.refresh_token).toBe(first.body.refresh_token);
    expect((await env.auth.refresh(first.body.refresh_token)).status).toBe(200);
  });

  it('ends the whole session when a spent token comes back after the grace period', async () => {
    const { session } = await env.auth.confirmedAccount();
    const rotated = await env.auth.refresh(session.refresh_token);
    await env.product.db.query(
      `UPDATE auth_refresh_tokens SET rotated_at = now() - interval '11 seconds' WHERE rotated_at IS NOT NULL`,
    );
    const reuse = await env.auth.refresh(session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ error_code: 'refresh_token_already_used' });

    const child = await env.auth.refresh(rotated.body.refresh_token);
    expect(child.status).toBe(400);
    expect(child.body.error_code).toBe('session_not_found');
    expect((await env.auth.user(rotated.body.access_token)).status).toBe(403);
    expect((await env.auth.user(session.access_token)).status).toBe(403);
    const sessionId = claimsOf(session.access_token).session_id;
    const rows = await env.product.db.query(`SELECT revoked_at FROM auth_sessions WHERE id = $1`, [sessionId]);
    expect(rows[0].revoked_at).toBeInstanceOf(Date);
  });

  it('refuses an unknown refresh token', async () => {
    const reply = await env.auth.refresh('not-a-refresh-token');
    expect(reply.status).toBe(400);
    expect(reply.body.error_code).toBe('refresh_token_not_found');
  });
});
