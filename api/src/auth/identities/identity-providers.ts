import type { AuthSettingsReply, ExternalProvider } from '@checkin/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import * as oidc from 'openid-client';
import { APP_CONFIG, type AppConfig } from '../../config.js';
import { authError } from '../auth-errors.js';

/** An OpenID Connect provider set by env: where it is, and who we are to it. */
export type ProviderSettings = ExternalProvider & {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Email domains sent to this provider by POST /auth/v1/sso. */
  domains: string[];
};

const DISCOVERY_TIMEOUT_SECONDS = 10;

/**
 * The identity providers of this installation (Google and one generic OpenID Connect provider, each only when its
 * issuer, client id and secret are set), and their discovered metadata. Discovery happens on first use, not at
 * boot: a provider that is down makes its sign-in fail with a 502 and is asked again next time.
 */
@Injectable()
export class IdentityProviders {
  private readonly logger = new Logger(IdentityProviders.name);
  private readonly providers: ProviderSettings[];
  private readonly discovered = new Map<string, Promise<oidc.Configuration>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.providers = providersOf(config);
  }

  settings(): AuthSettingsReply {
    return {
      external: { email: true, ...Object.fromEntries(this.providers.map((p) => [p.id, true])) },
      providers: this.providers.map(({ id, name }) => ({ id, name })),
      mfa: { totp: true },
      disable_signup: false,
    };
  }

  /** The provider of this id; provider_disabled when none is set up under it. */
  get(id: unknown): ProviderSettings {
    const provider = this.providers.find((p) => p.id === id);
    if (!provider) throw authError('provider_disabled');
    return provider;
  }

  /** The generic provider when it serves this email domain. */
  forDomain(domain: string): ProviderSettings | null {
    const wanted = domain.trim().toLowerCase();
    return this.providers.find((p) => p.domains.includes(wanted)) ?? null;
  }

  /** Where providers send the browser back to (register it with each provider). */
  get callbackUrl(): string {
    return `${this.config.PUBLIC_URL}/auth/v1/callback`;
  }

  /** The provider's metadata and our client there, discovered once. */
  async configuration(provider: ProviderSettings): Promise<oidc.Configuration> {
    let pending = this.discovered.get(provider.id);
    if (!pending) {
      pending = discover(provider);
      this.discovered.set(provider.id, pending);
    }
    try {
      return await pending;
    } catch (error) {
      if (this.discovered.get(provider.id) === pending) this.discovered.delete(provider.id);
      this.logger.warn(`Discovery of ${provider.issuer} failed: ${(error as Error).message}`);
      throw authError('provider_unavailable');
    }
  }
}

function discover(provider: ProviderSettings): Promise<oidc.Configuration> {
  // An http:// issuer is the operator's explicit choice (a provider on the same private network).
  const insecure = provider.issuer.startsWith('http://');
  return oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    undefined,
    oidc.ClientSecretBasic(provider.clientSecret),
    { timeout: DISCOVERY_TIMEOUT_SECONDS, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
  );
}

function providersOf(config: AppConfig): ProviderSettings[] {
  const providers: ProviderSettings[] = [];
  if (config.GOOGLE_ISSUER && config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) {
    providers.push({
      id: 'google',
      name: 'Google',
      issuer: config.GOOGLE_ISSUER,
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      domains: [],
    });
  }
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID && config.OIDC_CLIENT_SECRET) {
    providers.push({
      id: config.OIDC_PROVIDER_ID,
      name: config.OIDC_PROVIDER_NAME,
      issuer: config.OIDC_ISSUER,
      clientId: config.OIDC_CLIENT_ID,
      clientSecret: config.OIDC_CLIENT_SECRET,
      domains: (config.OIDC_DOMAINS ?? '')
        .split(',')
        .map((d) => d.trim().toLowerCase())
        .filter(Boolean),
    });
  }
  return providers;
}
