/** Who a provider says the user is: its subject, and what it tells of them (from the ID token and userinfo). */
export type ProviderProfile = {
  provider: string;
  sub: string;
  email: string | null;
  /** Only a provider that says the address is verified may sign into the account that has it. */
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  /** What the identity shows (the user's identity_data). */
  identityData: Record<string, unknown>;
};

const MAX_NAME = 100;

export function profileOf(provider: string, issuer: string, claims: Record<string, unknown>): ProviderProfile {
  const sub = text(claims.sub);
  if (!sub) throw new Error('An ID token without a subject');
  const email = text(claims.email)?.toLowerCase() ?? null;
  const name = text(claims.name);
  const [firstName, lastName] = namesOf(text(claims.given_name), text(claims.family_name), name);
  const identityData: Record<string, unknown> = { sub, iss: issuer, provider_id: sub };
  if (email) identityData.email = email;
  identityData.email_verified = isVerified(claims.email_verified);
  const fullName = name ?? [firstName, lastName].filter(Boolean).join(' ');
  if (fullName) identityData.name = fullName;
  return { provider, sub, email, emailVerified: isVerified(claims.email_verified), firstName, lastName, identityData };
}

/** given_name and family_name when the provider has them, else its full name split at the first space. */
function namesOf(given: string | null, family: string | null, full: string | null): [string, string] {
  if (given || family) return [cut(given ?? ''), cut(family ?? '')];
  if (!full) return ['', ''];
  const space = full.indexOf(' ');
  return space < 0 ? [cut(full), ''] : [cut(full.slice(0, space)), cut(full.slice(space + 1))];
}

// Some providers send the flag as a string.
const isVerified = (value: unknown) => value === true || value === 'true';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

const cut = (value: string) => value.slice(0, MAX_NAME);
