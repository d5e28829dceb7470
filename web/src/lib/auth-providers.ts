import type { AuthSettingsReply } from '@checkin/contracts';

export type { AuthSettingsReply, ExternalProvider } from '@checkin/contracts';

/** What the server's settings are taken to be where its reply leaves them out: email sign-in, no identity provider. */
const DEFAULT_SETTINGS: AuthSettingsReply = {
  external: { email: true },
  providers: [],
  mfa: { totp: true },
  disable_signup: false,
};

/** GET /auth/v1/settings's answer, read as the product's settings: the identity providers it offers, if any. */
export async function settingsFrom(response: Response): Promise<AuthSettingsReply> {
  if (!response.ok) throw new Error(`Auth settings unavailable (${response.status})`);
  const reply = (await response.json()) as Partial<AuthSettingsReply> | null;
  return {
    ...DEFAULT_SETTINGS,
    ...reply,
    providers: Array.isArray(reply?.providers) ? reply.providers : [],
  };
}
