import { describe, expect, it } from 'vitest';
import { mailProductForFile } from '../../test/accounts.js';

/** An installation whose generic provider is down and whose Google is half set up. */
const env = mailProductForFile({
  OIDC_ISSUER: 'http://127.0.0.1:1',
  OIDC_CLIENT_ID: 'checkin',
  OIDC_CLIENT_SECRET: 'secret',
  GOOGLE_CLIENT_ID: 'only-an-id',
});

describe('providers as set by env', () => {
  it('hides a provider whose issuer, client id or secret is missing', async () => {
    const settings = await env.auth.call('GET', '/auth/v1/settings');
    expect(settings.status).toBe(200);
    expect(settings.body).toEqual({
      external: { email: true, oidc: true },
      providers: [{ id: 'oidc', name: 'Single sign-on' }],
      mfa: { totp: true },
      disable_signup: false,
    });
    const google = await env.auth.call('GET', '/auth/v1/authorize?provider=google');
    expect(google.status).toBe(400);
    expect(google.body).toMatchObject({
      error_code: 'provider_disabled',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });

  it('starts without reaching the provider; a sign-in while it is down answers 502, and again next time', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const down = await env.auth.call('GET', '/auth/v1/authorize?provider=oidc');
      expect(down.status).toBe(502);
      expect(down.body).toMatchObject({ error_code: 'provider_unavailable' });
    }
    const sso = await env.auth.call('POST', '/auth/v1/sso', { provider_id: 'oidc' });
    expect(sso.status).toBe(502);
  });
});
