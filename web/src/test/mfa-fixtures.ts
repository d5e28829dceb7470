import type { AuthFactor, AuthIdentity, AuthSession } from '../lib/auth-session';
import { TEACHER_ID, fakeJwt, makeSession } from './auth-fixtures';

/** The auth server's second-factor and provider routes, as the scripted transport names them. */
export const MFA_ROUTES = {
  enroll: 'POST /auth/v1/factors',
  challenge: (id: string) => `POST /auth/v1/factors/${id}/challenge`,
  verify: (id: string) => `POST /auth/v1/factors/${id}/verify`,
  unenroll: (id: string) => `DELETE /auth/v1/factors/${id}`,
  settings: 'GET /auth/v1/settings',
  pkce: 'POST /auth/v1/token?grant_type=pkce',
  unlink: (id: string) => `DELETE /auth/v1/user/identities/${id}`,
} as const;

export const FACTOR: AuthFactor = {
  id: '3f1c9a52-8d0e-4c1b-9a77-2b6f1e0c4d11',
  friendly_name: 'Authenticator app',
  factor_type: 'totp',
  status: 'verified',
  created_at: '2025-02-01T10:00:00Z',
};

export const EMAIL_IDENTITY: AuthIdentity = {
  identity_id: 'b1d7c1e2-0000-4000-8000-000000000001',
  provider: 'email',
  email: 'ada@school.example',
};
export const GOOGLE_IDENTITY: AuthIdentity = {
  identity_id: 'b1d7c1e2-0000-4000-8000-000000000002',
  provider: 'google',
  email: 'ada@gmail.example',
};

/**
 * A teacher's session as the server gives it: its token says the level reached (aal) and the level the account
 * needs (app_metadata.aal_required), and its user carries the factors and identities.
 */
export function mfaSession(
  options: {
    aal?: 'aal1' | 'aal2';
    required?: 'aal1' | 'aal2';
    factors?: AuthFactor[];
    identities?: AuthIdentity[];
  } = {},
): AuthSession {
  const factors = options.factors ?? [];
  const required = options.required ?? (factors.some((f) => f.status === 'verified') ? 'aal2' : 'aal1');
  const aal = options.aal ?? 'aal1';
  const base = makeSession({ aal });
  const amr = [{ method: 'password', timestamp: 1 }, ...(aal === 'aal2' ? [{ method: 'totp', timestamp: 2 }] : [])];
  return {
    ...base,
    access_token: fakeJwt({
      sub: TEACHER_ID,
      exp: base.expires_at,
      aal,
      amr,
      session_id: base.refresh_token,
      app_metadata: { provider: 'email', aal_required: required },
    }),
    user: {
      ...base.user!,
      app_metadata: { provider: 'email', providers: ['email'], aal_required: required },
      factors,
      identities: options.identities ?? [EMAIL_IDENTITY],
    },
  };
}

/** The enrolment reply: a QR code of the otpauth URI, and the secret for typing in. */
export const ENROLMENT = {
  id: '7a0e2c4d-1111-4a2b-8c3d-000000000abc',
  type: 'totp',
  friendly_name: 'Authenticator app',
  totp: {
    qr_code: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    uri: 'otpauth://totp/CheckIn:ada%40school.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=CheckIn',
  },
};
