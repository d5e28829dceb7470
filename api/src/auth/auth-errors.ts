import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@checkin/contracts';
import { ApiError } from '../common/api-error.js';

/**
 * The expected failures of accounts, with the hosted provider's error codes, statuses and messages: the one
 * catalogue that auth code throws from (see authError).
 */
const AUTH_ERRORS = {
  invalid_credentials: [400, 'Invalid login credentials'],
  email_not_confirmed: [
    400,
    'Email not confirmed. Check your inbox for the confirmation link we sent you, or ask for a new one.',
  ],
  user_banned: [403, 'User is banned'],
  weak_password: [422, `Password should be between ${MIN_PASSWORD_LENGTH} and ${MAX_PASSWORD_LENGTH} characters.`],
  common_password: [422, 'Password is too common: choose one that is harder to guess.'],
  same_password: [422, 'New password should be different from the old password.'],
  email_exists: [422, 'A user with this email address has already been registered'],
  otp_expired: [403, 'Email link is invalid or has expired'],
  refresh_token_not_found: [400, 'Invalid Refresh Token: Refresh Token Not Found'],
  refresh_token_already_used: [400, 'Invalid Refresh Token: Already Used'],
  session_not_found: [400, 'Invalid Refresh Token: Session Revoked'],
  reauthentication_needed: [
    400,
    'Password update requires reauthentication: send your current password, or the code mailed by /reauthenticate.',
  ],
  current_password_mismatch: [400, 'Your current password is not right.'],
  sign_in_link_sent: [
    403,
    'Many wrong passwords were tried for this account, so a password alone does not sign in from here just now. We have emailed you a sign-in link and code.',
  ],
  reauthentication_not_valid: [400, 'Requested nonce is invalid'],
  unsupported_grant_type: [400, 'Unsupported grant type: use password, refresh_token, pkce or id_token.'],
  email_or_phone_required: [400, 'You must provide either an email or phone number.'],
  sms_send_failed: [400, 'SMS is not configured'],
  invalid_scope: [400, 'Unsupported logout scope: use global, local or others.'],
  user_not_found: [404, 'User not found'],
  insufficient_aal: [403, 'Verify your second factor to continue.'],
  session_missing: [403, 'This sign-in has no session: sign in again.'],
  mfa_factor_not_found: [404, 'Factor not found'],
  mfa_factor_name_conflict: [422, 'You already have a factor with this name: choose another name.'],
  too_many_enrolled_mfa_factors: [422, 'Too many unverified factors: verify or remove one before adding another.'],
  mfa_challenge_expired: [422, 'This challenge has expired or was already used: start a new one.'],
  mfa_verification_failed: [422, 'Invalid TOTP code entered'],
  totp_code_reused: [422, 'This code was already used: wait for the next one from your authenticator app.'],
  provider_disabled: [400, 'Unsupported provider: provider is not enabled'],
  provider_unavailable: [502, 'The sign-in provider cannot be reached just now: try again in a moment.'],
  bad_oauth_state: [400, 'This sign-in has expired or was already used: start again.'],
  bad_oauth_callback: [400, 'The sign-in provider did not sign you in: try again.'],
  provider_email_needed: [422, 'Error getting user email from external provider'],
  identity_already_exists: [422, 'Identity is already linked to another user'],
  identity_not_found: [404, 'Identity does not exist'],
  single_identity_not_deletable: [422, 'User must have at least 1 identity after unlinking'],
  flow_state_not_found: [404, 'Invalid flow state, no valid flow state found'],
  bad_code_verifier: [400, 'code challenge does not match previously saved code verifier'],
  bad_code_challenge: [400, 'Invalid code challenge: send an S256 challenge of 43 to 128 characters.'],
  bad_jwt: [400, 'Bad ID token: it is not signed by this provider for this app, or it has expired.'],
  sso_provider_not_found: [404, 'No SSO provider assigned for this domain'],
  over_request_rate_limit: [429, 'Too many requests: please wait a moment and try again.'],
} as const satisfies Record<string, readonly [number, string]>;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/** Codes shown to clients where ours are finer than the provider's. */
const PUBLIC_CODE: Partial<Record<AuthErrorCode, string>> = {
  common_password: 'weak_password',
  email_or_phone_required: 'validation_failed',
  session_missing: 'session_not_found',
  totp_code_reused: 'mfa_verification_failed',
};

export function authError(code: AuthErrorCode): ApiError {
  const [status, message] = AUTH_ERRORS[code];
  return new ApiError(status, message, [], PUBLIC_CODE[code] ?? code);
}

export function rateLimited(retryAfterSeconds: number): ApiError {
  const [status, message] = AUTH_ERRORS.over_request_rate_limit;
  return new ApiError(status, message, [], 'over_request_rate_limit', retryAfterSeconds);
}
