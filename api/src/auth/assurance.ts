import type { AssuranceLevel } from '@checkin/contracts';
import { authError } from './auth-errors.js';
import type { VerifiedActor } from './tokens.js';

const RANK: Record<AssuranceLevel, number> = { aal1: 1, aal2: 2 };

/**
 * Whether a user's token falls short of the assurance level their account requires (its app_metadata.aal_required):
 * signed in with a password or mailed link only, while a second factor protects the account. Students have none.
 */
export function lacksAssurance(actor: VerifiedActor): boolean {
  if (actor.kind !== 'user') return false;
  return RANK[actor.aal ?? 'aal1'] < RANK[actor.aalRequired ?? 'aal1'];
}

export function assertAssurance(actor: VerifiedActor): void {
  if (lacksAssurance(actor)) throw authError('insufficient_aal');
}
