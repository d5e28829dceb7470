import type { AuthSettingsReply } from '@checkin/contracts';

export type { AuthSettingsReply, ExternalProvider } from '@checkin/contracts';

/** What to offer when the server's settings cannot be read: email sign-in, no identity provider. */
export const NO_PROVIDER_SETTINGS: AuthSettingsReply = {
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
    ...NO_PROVIDER_SETTINGS,
    ...reply,
    providers: Array.isArray(reply?.providers) ? reply.providers : [],
  };
}
