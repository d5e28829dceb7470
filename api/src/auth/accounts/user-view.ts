import type { AssuranceLevel, AuthFactor, AuthIdentity, AuthUser } from '@checkin/contracts';
import type { FactorRow } from '../factors/factors.js';
import type { IdentityRow, UserRow } from './users.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A user's factors and the assurance level their account requires (see UserViews, which loads both). */
export type SecondFactors = { factors: FactorRow[]; aalRequired: AssuranceLevel };
const NO_SECOND_FACTOR: SecondFactors = { factors: [], aalRequired: 'aal1' };

/** The user as the hosted provider shows it (spec §3 Auth session: with identities and factors). */
export function userView(user: UserRow, identities: IdentityRow[], second = NO_SECOND_FACTOR): AuthUser {
  const providers = [...new Set(identities.map((i) => i.provider))];
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: {
      provider: providers[0] ?? 'email',
      providers: providers.length ? providers : ['email'],
      aal_required: second.aalRequired,
    },
    user_metadata: { first_name: user.first_name, last_name: user.last_name },
    identities: identities.map(identityView),
    factors: second.factors.map(factorView),
    is_anonymous: false,
    created_at: user.created_at.toISOString(),
    updated_at: user.updated_at.toISOString(),
  };
}

function factorView(factor: FactorRow): AuthFactor {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: factor.created_at.toISOString(),
    updated_at: factor.updated_at.toISOString(),
  };
}

function identityView(identity: IdentityRow): AuthIdentity {
  const email = identity.identity_data.email;
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    provider: identity.provider,
    identity_data: identity.identity_data,
    email: typeof email === 'string' ? email : null,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: identity.created_at.toISOString(),
    updated_at: identity.updated_at.toISOString(),
  };
}
