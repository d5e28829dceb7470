import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { mailProductForFile } from '../../test/accounts.js';
import { classroom, studentToken } from '../../test/harness.js';

const env = mailProductForFile();

/** An account signed in three times, as on three devices. */
async function threeDevices() {
  const account = await env.auth.confirmedAccount();
  const second = await env.auth.signIn(account.email);
  const third = await env.auth.signIn(account.email);
  return { account, sessions: [account.session, second.body, third.body] };
}

const logout = (token: string, scope?: string) =>
  env.auth.call('POST', `/auth/v1/logout${scope ? `?scope=${scope}` : ''}`, undefined, token);
const works = async (session: { access_token: string }) => (await env.auth.user(session.access_token)).status === 200;
const refreshes = async (session: { refresh_token: string }) =>
  (await env.auth.refresh(session.refresh_token)).status === 200;

describe('POST /auth/v1/logout', () => {
  it('ends this session only by default: its access token is refused at once, and its refresh token', async () => {
    const { sessions } = await threeDevices();
    const reply = await logout(sessions[0].access_token);
    expect(reply.status).toBe(204);
    expect(reply.body).toBeUndefined();

    // As the hosted provider answers, so that its client drops the session it keeps.
    const refused = await env.auth.user(sessions[0].access_token);
    expect(refused.status).toBe(403);
    expect(refused.body.error_code).toBe('session_not_found');
    expect(await refreshes(sessions[0])).toBe(false);
    expect(await works(sessions[1])).toBe(true);
    expect(await works(sessions[2])).toBe(true);
  });

  it('refuses the ended session on the spec calls too', async () => {
    const { sessions } = await threeDevices();
    await logout(sessions[0].access_token, 'local');
    const reply = await env.product.api('GET', '/profile/getProfileForUser', undefined, sessions[0].access_token);
    expect(reply.status).toBe(401);
    expect(reply.body.errorMessage).toBe('Your sign-in has expired or is not valid. Please sign in again.');
  });

  it('ends every session of the user with scope=global', async () => {
    const { sessions } = await threeDevices();
    expect((await logout(sessions[1].access_token, 'global')).status).toBe(204);
    for (const session of sessions) {
      expect(await works(session)).toBe(false);
      expect(await refreshes(session)).toBe(false);
    }
  });

  it('ends the other sessions with scope=others', async () => {
    const { sessions } = await threeDevices();
    expect((await logout(sessions[2].access_token, 'others')).status).toBe(204);
    expect(await works(sessions[0])).toBe(false);
    expect(await works(sessions[1])).toBe(false);
    expect(await works(sessions[2])).toBe(true);
    expect(await refreshes(sessions[2])).toBe(true);
  });

  it('leaves other users signed in', async () => {
    const one = await env.auth.confirmedAccount();
    const other = await env.auth.confirmedAccount();
    await logout(one.session.access_token, 'global');
    expect(await works(other.session)).toBe(true);
  });

  it('refuses an unknown scope and a call without a token', async () => {
    const { session } = await env.auth.confirmedAccount();
    expect((await logout(session.access_token, 'everything')).status).toBe(400);
    const anonymous = await env.auth.call('POST', '/auth/v1/logout');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.msg).toBe('No token found');
  });

  it('refuses a live-updates socket for an ended session', async () => {
    const { sessions } = await threeDevices();
    await logout(sessions[0].access_token);
    const outcome = (token: string) =>
      new Promise<string>((resolve) => {
        const socket = env.product.socket(token);
        socket.on('connect', () => (socket.close(), resolve('connected')));
        socket.on('connect_error', (error) => (socket.close(), resolve(error.message)));
      });
    expect(await outcome(sessions[0].access_token)).toBe('unauthorized');
    expect(await outcome(sessions[1].access_token)).toBe('connected');
  });

  it('keeps an ended session ended when Redis loses its data: Postgres is the record', async () => {
    const { sessions } = await threeDevices();
    await logout(sessions[0].access_token);
    expect(await works(sessions[0])).toBe(false);
    const redis = new Redis(env.product.redisUrl);
    try {
      await redis.flushdb();
    } finally {
      redis.disconnect();
    }
    expect(await works(sessions[0])).toBe(false);
    expect(await works(sessions[1])).toBe(true);
    // Answered from Postgres, then from the cache it refilled.
    expect(await works(sessions[0])).toBe(false);
    await logout(sessions[1].access_token);
    expect(await works(sessions[1])).toBe(false);
  });

  it("leaves students' tokens alone: they have no session", async () => {
    const { sessionId } = await classroom(env.product);
    const token = await studentToken(env.product, sessionId);
    const reply = await env.product.api('GET', `/sessions/getSessionForSessionId/${sessionId}`, undefined, token);
    expect(reply.status).toBe(200);
  });
});
