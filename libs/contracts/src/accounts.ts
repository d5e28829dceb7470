import { z } from 'zod';
import { MAX_PERSON_NAME_LENGTH } from './rules.js';

/** Bodies and replies of the accounts API at /auth/v1 (shaped like the hosted provider) and the spec's calls. */

const email = z.string().trim().pipe(z.email('must be an email address').max(254, 'is too long'));
const name = z.string().trim().max(MAX_PERSON_NAME_LENGTH, `is longer than ${MAX_PERSON_NAME_LENGTH} characters`);
const metadata = z.object({ first_name: name.optional(), last_name: name.optional() }, { error: 'must be an object' });
export type UserMetadataInput = z.infer<typeof metadata>;

export const signupBody = z.object({
  email,
  // Length and commonness are checked by the password policy, which answers weak_password.
  password: z.string({ error: 'is required' }),
  data: metadata.optional(),
  first_name: name.optional(),
  last_name: name.optional(),
});
export type SignupBody = z.infer<typeof signupBody>;

export const VERIFY_TYPES = ['signup', 'email', 'recovery', 'magiclink', 'email_change'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

export const verifyBody = z
  .object({
    type: z.enum(VERIFY_TYPES, { error: `must be one of ${VERIFY_TYPES.join(', ')}` }),
    token_hash: z.string().trim().min(1).max(200).optional(),
    email: email.optional(),
    token: z.string().trim().max(20).optional(),
  })
  .refine((body) => body.token_hash !== undefined || (body.email !== undefined && body.token !== undefined), {
    message: 'needs token_hash, or email and token',
    path: ['token_hash'],
  });
export type VerifyBody = z.infer<typeof verifyBody>;

export const verifyQuery = z.object({
  token_hash: z.string().trim().min(1).max(200),
  type: z.enum(VERIFY_TYPES, { error: `must be one of ${VERIFY_TYPES.join(', ')}` }),
  redirect_to: z.string().max(2000).optional(),
});

export const passwordGrantBody = z.object({
  email,
  password: z.string({ error: 'is required' }).min(1, 'is required'),
});
export const refreshGrantBody = z.object({ refresh_token: z.string({ error: 'is required' }).min(1).max(200) });

export const otpBody = z.object({
  email: email.optional(),
  phone: z.string().trim().max(30).optional(),
  create_user: z.boolean().default(true),
  data: metadata.optional(),
});

export const emailBody = z.object({ email });

export const updateUserBody = z.object({
  email: email.optional(),
  password: z.string().optional(),
  /** Proves that the caller is the user when the password changes (or `nonce`, a reauthentication code). */
  current_password: z.string().max(1000).optional(),
  data: metadata.optional(),
  nonce: z.string().trim().max(20).optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const LOGOUT_SCOPES = ['global', 'local', 'others'] as const;
export type LogoutScope = (typeof LOGOUT_SCOPES)[number];

/** PATCH /profile/updateProfileForUser/ */
export const updateProfileBody = z.object({
  first_name: name.min(1, 'must not be empty'),
  last_name: name,
});

export type AuthIdentity = {
  identity_id: string;
  id: string;
  user_id: string;
  provider: string;
  identity_data: Record<string, unknown>;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
};

/** Authenticator assurance level: aal1 after a first factor (password, mailed link), aal2 after a second. */
export type AssuranceLevel = 'aal1' | 'aal2';

/** The user as the hosted provider returns it (spec §3 Auth session). */
export type AuthUser = {
  id: string;
  aud: 'authenticated';
  role: 'authenticated';
  email: string;
  email_confirmed_at: string | null;
  confirmed_at: string | null;
  phone: '';
  last_sign_in_at: string | null;
  /** aal_required: aal2 once the user has a verified factor or their organisation requires one. */
  app_metadata: { provider: string; providers: string[]; aal_required: AssuranceLevel };
  user_metadata: { first_name: string; last_name: string };
  identities: AuthIdentity[];
  factors: AuthFactor[];
  is_anonymous: false;
  created_at: string;
  updated_at: string;
};

export type AuthSessionReply = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUser;
};

/** GET /profile/getProfileForUser/ */
export type ProfileReply = {
  data: {
    first_name: string;
    last_name: string;
    email: string;
    role: string;
    organization: null | { name: string; id: string; max_users: number };
    current_subscription: null | { plan: { name: string } };
  };
};

/** A second factor as the user carries it (spec §3 Auth session, `factors`). Only TOTP is offered. */
export type AuthFactor = {
  id: string;
  friendly_name: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
};

/** POST /auth/v1/factors */
export const enrollFactorBody = z.object({
  factor_type: z.literal('totp', { error: 'must be totp' }),
  friendly_name: z.string().trim().min(1, 'must not be empty').max(60, 'is longer than 60 characters').optional(),
  issuer: z.string().trim().max(60).optional(),
});
export type EnrollFactorReply = {
  id: string;
  type: 'totp';
  friendly_name: string;
  /**
   * `qr_code`: the QR code of `uri` as SVG markup, as the hosted provider sends it (its client, which the web app
   * uses, makes it a data URL); `secret`: the base32 secret for typing in by hand.
   */
  totp: { qr_code: string; secret: string; uri: string };
};

/** POST /auth/v1/factors/{factorId}/challenge */
export type FactorChallengeReply = { id: string; type: 'totp'; expires_at: number };

/** POST /auth/v1/factors/{factorId}/verify: answered with an aal2 AuthSessionReply. */
export const verifyFactorBody = z.object({
  challenge_id: z.string({ error: 'is required' }).trim().min(1, 'is required'),
  code: z
    .string({ error: 'is required' })
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code from your authenticator app'),
});

/** An identity provider the web app may offer (GET /auth/v1/settings). */
export type ExternalProvider = { id: string; name: string };

/** GET /auth/v1/settings: what this installation offers, so pages hide what is not set up. */
export type AuthSettingsReply = {
  /** `email` always; each identity provider set by env under its id (e.g. `google`). */
  external: Record<string, boolean>;
  providers: ExternalProvider[];
  mfa: { totp: boolean };
  disable_signup: boolean;
};

/** POST /auth/v1/token?grant_type=pkce: the code a sign-in through a provider redirected with, and its verifier. */
export const pkceGrantBody = z.object({
  auth_code: z.string({ error: 'is required' }).trim().min(1, 'is required').max(200),
  code_verifier: z.string({ error: 'is required' }).trim().min(43, 'is too short').max(128, 'is too long'),
});

/** POST /auth/v1/token?grant_type=id_token: an ID token a provider gave the client (e.g. Google's one-tap button). */
export const idTokenGrantBody = z.object({
  provider: z.string({ error: 'is required' }).trim().min(1, 'is required').max(60),
  id_token: z.string({ error: 'is required' }).trim().min(1, 'is required').max(20_000),
  nonce: z.string().trim().max(500).optional(),
  access_token: z.string().max(20_000).optional(),
});

/** POST /auth/v1/sso: single sign-on by the provider's id, or by the domain of the user's address. */
export const ssoBody = z
  .object({
    provider_id: z.string().trim().min(1).max(60).optional(),
    domain: z.string().trim().min(1).max(253).optional(),
    redirect_to: z.string().max(2000).optional(),
    code_challenge: z.string().trim().max(128).optional(),
    code_challenge_method: z.string().trim().max(10).optional(),
  })
  .refine((body) => body.provider_id !== undefined || body.domain !== undefined, {
    message: 'needs provider_id or domain',
    path: ['provider_id'],
  });
export type SsoBody = z.infer<typeof ssoBody>;
