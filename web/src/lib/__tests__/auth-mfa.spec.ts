import { describe, expect, it } from 'vitest';
import { storeSession, storedSession } from '../../test/auth-fixtures';
import { ROUTES, useAuthHarness } from '../../test/auth-harness';
import { ENROLMENT, FACTOR, MFA_ROUTES, mfaSession } from '../../test/mfa-fixtures';
import { fail, ok } from '../../test/scripted-transport';
import { markSecondFactorDue, secondFactorDue } from '../auth-session';

const h = useAuthHarness();
const CHALLENGE = { id: 'c-1', type: 'totp', expires_at: 1_740_819_900 };

describe('the second factor, on the auth client (mfa)', () => {
  it('verifies the code as typed, spaces aside: the aal2 session replaces the aal1 one, and the step is done', async () => {
    const aal1 = mfaSession({ factors: [FACTOR] });
    const aal2 = mfaSession({ aal: 'aal2', factors: [FACTOR] });
    storeSession(aal1);
    h.server.on(MFA_ROUTES.challenge(FACTOR.id), ok(CHALLENGE)).on(MFA_ROUTES.verify(FACTOR.id), ok(aal2));
    const { client, started } = h.start();
    await started;
    expect(secondFactorDue()).toBe(true);
    expect(client.mfa.currentLevel()).toBe('aal1');

    const session = await client.mfa.challengeAndVerify({ factorId: FACTOR.id, code: ' 123456 ' });
    expect(h.server.callsTo(MFA_ROUTES.verify(FACTOR.id))[0]!.body).toMatchObject({
      challenge_id: 'c-1',
      code: '123456',
    });
    expect(session?.access_token).toBe(aal2.access_token);
    expect(storedSession()?.access_token).toBe(aal2.access_token);
    expect(client.mfa.currentLevel()).toBe('aal2');
    expect(secondFactorDue()).toBe(false);
  });

  it('keeps the aal1 session when the code is wrong, and says so as the pages read it', async () => {
    const aal1 = mfaSession({ factors: [FACTOR] });
    storeSession(aal1);
    h.server
      .on(MFA_ROUTES.challenge(FACTOR.id), ok(CHALLENGE))
      .on(MFA_ROUTES.verify(FACTOR.id), fail(422, 'mfa_verification_failed', 'Invalid TOTP code entered'));
    const { client, started } = h.start();
    await started;
    await expect(client.mfa.challengeAndVerify({ factorId: FACTOR.id, code: '000000' })).rejects.toMatchObject({
      name: 'AuthError',
      message: 'Invalid TOTP code entered',
      code: 'mfa_verification_failed',
      status: 422,
    });
    expect(storedSession()?.access_token).toBe(aal1.access_token);
  });

  it('lists the factors as the server has them now, the verified TOTP ones apart', async () => {
    const session = mfaSession({ aal: 'aal2', factors: [FACTOR] });
    storeSession(session);
    const pending = { ...FACTOR, id: 'f-2', status: 'unverified' };
    h.server.on(ROUTES.user, ok({ ...session.user, factors: [FACTOR, pending] }));
    const { client, started } = h.start();
    await started;
    expect(await client.mfa.listFactors()).toEqual({ all: [FACTOR, pending], totp: [FACTOR] });
    expect(secondFactorDue()).toBe(false); // at aal2 already
  });

  it.each([
    ['has a factor verified elsewhere', { factors: [FACTOR] }],
    ['belongs to an organisation that requires one', { app_metadata: { aal_required: 'aal2' } }],
  ])(
    'puts an aal1 session behind the second-factor step once the account turns out to need it: it %s',
    async (_, user) => {
      const session = mfaSession();
      storeSession(session);
      h.server.on(ROUTES.user, ok({ ...session.user, ...user }));
      const { client, started } = h.start();
      await started;
      expect(secondFactorDue()).toBe(false);
      await client.mfa.listFactors();
      expect(secondFactorDue()).toBe(true);
    },
  );

  it('enrols an authenticator app: its QR code (an image) and secret', async () => {
    const session = mfaSession();
    storeSession(session);
    h.server.on(MFA_ROUTES.enroll, ok(ENROLMENT));
    const { client, started } = h.start();
    await started;
    const reply = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'My phone' });
    expect(reply.totp.secret).toBe(ENROLMENT.totp.secret);
    expect(reply.totp.qr_code).toBe(`data:image/svg+xml;utf-8,${ENROLMENT.totp.qr_code}`);
    expect(h.server.callsTo(MFA_ROUTES.enroll)[0]!.body).toMatchObject({
      factor_type: 'totp',
      friendly_name: 'My phone',
    });
  });

  it('says the second factor is due when the organisation requires it, though the account has no factor', async () => {
    storeSession(mfaSession({ required: 'aal2' }));
    const { started } = h.start();
    await started;
    expect(secondFactorDue()).toBe(true);
  });

  it('needs nothing more from an account without a factor whose organisation does not require one', async () => {
    storeSession(mfaSession());
    const { client, started } = h.start();
    await started;
    expect(client.mfa.currentLevel()).toBe('aal1');
    expect(secondFactorDue()).toBe(false);
  });

  it('takes a 403 insufficient_aal from any call as "the second factor is due", for that token only', async () => {
    const session = mfaSession();
    storeSession(session);
    h.server.on(ROUTES.updateUser, fail(403, 'insufficient_aal', 'Verify your second factor to continue.'));
    const { client, started } = h.start();
    await started;
    expect(secondFactorDue()).toBe(false);
    await expect(client.updateUser({ password: 'a long new password' })).rejects.toMatchObject({
      code: 'insufficient_aal',
      status: 403,
    });
    expect(secondFactorDue()).toBe(true);
    markSecondFactorDue('another token');
    expect(secondFactorDue()).toBe(false);
  });
});
