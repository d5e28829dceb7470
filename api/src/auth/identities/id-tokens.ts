import { Injectable, Logger } from '@nestjs/common';
import jwt from 'jsonwebtoken';
import { type JsonWebKey, type KeyObject, createHash, createPublicKey } from 'node:crypto';
import { authError } from '../auth-errors.js';
import { IdentityProviders, type ProviderSettings } from './identity-providers.js';

/** Signatures an ID token may carry: never `none`, never a shared secret. */
const ALGORITHMS: jwt.Algorithm[] = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512'];
const KEYS_TTL_MS = 10 * 60 * 1000;
/** A token signed with a key we do not know makes us fetch the keys again, at most this often (key rotation). */
const REFETCH_AFTER_MS = 30 * 1000;
const CLOCK_TOLERANCE_SECONDS = 30;

type Jwk = JsonWebKey & { kid?: string; use?: string };
type KeySet = { keys: Jwk[]; fetchedAt: number };

/**
 * Checks an ID token a client brings (grant_type=id_token): signed with a key of the provider's JWKS, issued by it,
 * for our client id, not expired, and with the nonce the client sent (as is, or its SHA-256 as Google's and Apple's
 * native buttons put it).
 */
@Injectable()
export class IdTokens {
  private readonly logger = new Logger(IdTokens.name);
  private readonly keySets = new Map<string, KeySet>();

  constructor(private readonly providers: IdentityProviders) {}

  async verify(provider: ProviderSettings, token: string, nonce: string | undefined): Promise<Record<string, unknown>> {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded || typeof decoded.payload === 'string') throw authError('bad_jwt');
    const metadata = (await this.providers.configuration(provider)).serverMetadata();
    if (!metadata.jwks_uri) throw authError('provider_unavailable');
    const key = await this.keyFor(provider, metadata.jwks_uri, decoded.header.kid);
    let claims: jwt.JwtPayload;
    try {
      claims = jwt.verify(token, key, {
        algorithms: ALGORITHMS,
        issuer: issuersOf(metadata.issuer),
        audience: provider.clientId,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }) as jwt.JwtPayload;
    } catch {
      throw authError('bad_jwt');
    }
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') throw authError('bad_jwt');
    if (!nonceMatches(claims.nonce, nonce)) throw authError('bad_jwt');
    return claims;
  }

  private async keyFor(provider: ProviderSettings, jwksUri: string, kid: string | undefined): Promise<KeyObject> {
    let set = this.keySets.get(provider.id);
    if (!set || Date.now() - set.fetchedAt > KEYS_TTL_MS) set = await this.fetchKeys(provider.id, jwksUri);
    let jwk = pick(set.keys, kid);
    if (!jwk && Date.now() - set.fetchedAt > REFETCH_AFTER_MS)
      jwk = pick((await this.fetchKeys(provider.id, jwksUri)).keys, kid);
    if (!jwk) throw authError('bad_jwt');
    try {
      return createPublicKey({ key: jwk, format: 'jwk' });
    } catch {
      throw authError('bad_jwt');
    }
  }

  private async fetchKeys(providerId: string, jwksUri: string): Promise<KeySet> {
    try {
      const response = await fetch(jwksUri, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { keys?: unknown };
      if (!Array.isArray(body.keys)) throw new Error('no keys');
      const set = { keys: body.keys as Jwk[], fetchedAt: Date.now() };
      this.keySets.set(providerId, set);
      return set;
    } catch (error) {
      this.logger.warn(`Keys of ${providerId} at ${jwksUri} could not be fetched: ${(error as Error).message}`);
      throw authError('provider_unavailable');
    }
  }
}

/** Google signs some ID tokens (its sign-in buttons') with its issuer written without the scheme. */
function issuersOf(issuer: string): string | [string, string] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : issuer;
}

/** A signing key: the one of this id, or the only signing key when the token names none. */
function pick(keys: Jwk[], kid: string | undefined): Jwk | undefined {
  const signing = keys.filter((k) => k.use === undefined || k.use === 'sig');
  if (kid) return signing.find((k) => k.kid === kid);
  return signing.length === 1 ? signing[0] : undefined;
}

/** Both or neither: a token minted with a nonce is only good with it, and a nonce asked for must be in the token. */
function nonceMatches(inToken: unknown, given: string | undefined): boolean {
  if (given === undefined) return inToken === undefined;
  if (typeof inToken !== 'string') return false;
  return inToken === given || inToken === createHash('sha256').update(given).digest('hex');
}
