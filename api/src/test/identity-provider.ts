import { type KeyObject, generateKeyPairSync, randomUUID } from 'node:crypto';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
// oidc-provider ships no types: oidc-provider.d.ts has what this file uses.
import Provider from 'oidc-provider';

/** What the test provider tells of a person (its standard claims). */
export type ProviderAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
};

export type ProviderClient = { client_id: string; client_secret: string; redirect_uri: string };

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, with its development sign-in pages: anyone signs in
 * as any account of `accounts` by its subject. Its signing key is the test's, to mint tokens the provider did not.
 */
export class TestIdentityProvider {
  private constructor(
    readonly accounts: Map<string, ProviderAccount>,
    private readonly server: Server,
    readonly issuer: string,
    readonly signingKey: KeyObject,
    readonly kid: string,
  ) {}

  static async start(clients: ProviderClient[]): Promise<TestIdentityProvider> {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const kid = `test-${randomUUID().slice(0, 8)}`;
    const jwk = { ...privateKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const accounts = new Map<string, ProviderAccount>();
    const provider = new Provider(issuer, {
      clients: clients.map((c) => ({
        client_id: c.client_id,
        client_secret: c.client_secret,
        redirect_uris: [c.redirect_uri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      jwks: { keys: [jwk] },
      cookies: { keys: [randomUUID()] },
      ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 600, Grant: 600 },
      claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'given_name', 'family_name'] },
      // As Google does: the address and names are in the ID token, not only at userinfo.
      conformIdTokenClaims: false,
      findAccount: (_ctx: unknown, sub: string) => {
        const account = accounts.get(sub);
        return account && { accountId: sub, claims: () => ({ ...account }) };
      },
    });
    provider.on('server_error', (_ctx: unknown, error: Error) => console.error('identity provider:', error));
    server.on('request', provider.callback());
    return new TestIdentityProvider(accounts, server, issuer, privateKey, kid);
  }

  add(account: Omit<ProviderAccount, 'sub'> & { sub?: string }): ProviderAccount {
    const full = { sub: account.sub ?? `sub-${randomUUID()}`, ...account } as ProviderAccount;
    this.accounts.set(full.sub, full);
    return full;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/**
 * A browser for the sign-in trip: follows redirects, keeps each host's cookies, and answers the provider's sign-in
 * and consent pages. Addresses on `publicUrl` (the web app and its API) go to the API under test instead.
 */
export class TestBrowser {
  private readonly cookies = new Map<string, Map<string, string>>();

  constructor(
    private readonly publicUrl: string,
    private readonly apiUrl: string,
  ) {}

  /** Every address this browser went to, in order. */
  readonly visited: URL[] = [];

  /**
   * Goes to `url` and on, signing in as `login` when the provider asks, until a redirect leaves for a page of the
   * web app that is not the API (or one `until` accepts): that address is answered, as the browser would open it.
   */
  async visit(url: string, login?: string, until: (url: URL) => boolean = () => false): Promise<URL> {
    let next = new URL(url);
    for (let hop = 0; hop < 20; hop++) {
      if (this.isWebPage(next) || until(next)) return next;
      this.visited.push(next);
      const response = await this.fetch(next);
      const location = response.headers.get('location');
      if (location) {
        next = new URL(location, next);
        continue;
      }
      const html = await response.text();
      if (response.status !== 200) throw new Error(`${next.href}: ${response.status} ${html.slice(0, 300)}`);
      next = await this.submit(next, html, login);
    }
    throw new Error('Too many redirects');
  }

  private async submit(page: URL, html: string, login: string | undefined): Promise<URL> {
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`Not a sign-in page: ${html.slice(0, 300)}`);
    if (prompt === 'login' && !login) throw new Error('The provider asks who signs in');
    const form = new URLSearchParams({ prompt, ...(prompt === 'login' ? { login: login!, password: 'any' } : {}) });
    const response = await this.fetch(new URL(action.replaceAll('&amp;', '&'), page), form);
    const location = response.headers.get('location');
    if (!location) throw new Error(`${action}: ${response.status} ${await response.text()}`);
    return new URL(location, page);
  }

  private async fetch(url: URL, form?: URLSearchParams): Promise<Response> {
    const target = this.onApi(url);
    const jar = this.jar(target.host);
    const headers: Record<string, string> = {};
    if (jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(target, {
      method: form ? 'POST' : 'GET',
      headers,
      body: form?.toString(),
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      const [name, value] = [pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim()];
      if (value) jar.set(name, value);
      else jar.delete(name);
    }
    return response;
  }

  private isWebPage(url: URL): boolean {
    return url.origin === new URL(this.publicUrl).origin && !url.pathname.startsWith('/auth/v1/');
  }

  private onApi(url: URL): URL {
    if (url.origin !== new URL(this.publicUrl).origin) return url;
    return new URL(`${url.pathname}${url.search}`, this.apiUrl);
  }

  private jar(host: string): Map<string, string> {
    let jar = this.cookies.get(host);
    if (!jar) this.cookies.set(host, (jar = new Map()));
    return jar;
  }
}
