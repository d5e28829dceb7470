import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { TestProduct } from './harness.js';
import { MailCatcher, verifyLinkOf } from './mail-catcher.js';

/** Limits no ordinary test reaches: the rate-limit tests set their own. */
export const NO_RATE_LIMITS: Record<string, string> = {
  ...Object.fromEntries(
    ['SIGNUP', 'TOKEN', 'REFRESH', 'OTP', 'VERIFY', 'RECOVER', 'RESEND', 'FACTOR_VERIFY'].map((b) => [
      `RATE_LIMIT_${b}`,
      '10000,10000/60',
    ]),
  ),
  RATE_LIMIT_ACCOUNT_GUESSES: '10000/60',
};

/** NO_RATE_LIMITS, and the students' and the public forms' limits too: for tests that call every route over and over. */
export const EVERY_LIMIT_RAISED: Record<string, string> = {
  ...NO_RATE_LIMITS,
  RATE_LIMIT_STUDENT_TOKEN: '10000,10000/60',
  RATE_LIMIT_INSTANCE: '10000,10000/60',
  RATE_LIMIT_PUBLIC_FORM: '10000,10000/60',
};

export const GOOD_PASSWORD = 'correct horse battery staple';

export type Reply<T = any> = { status: number; body: T; headers: Headers };

/** The product with its mail going to a real SMTP server of the test's own. */
export async function startWithMail(config: Record<string, string> = {}) {
  const mail = await MailCatcher.start();
  const product = await TestProduct.start({
    startWorker: false,
    config: { SMTP_URL: mail.url, ...NO_RATE_LIMITS, ...config },
  });
  return { product, mail, auth: new AuthClient(product, mail) };
}

type Config = Record<string, string>;

/**
 * startWithMail for the whole test file: starts before its tests, stops after them. The config may be a function,
 * called when the product starts, for values that only earlier hooks know (another server's address).
 */
export function mailProductForFile(config: Config | (() => Config) = {}) {
  let started: Awaited<ReturnType<typeof startWithMail>> | undefined;
  beforeAll(async () => {
    started = await startWithMail(typeof config === 'function' ? config() : config);
  });
  afterAll(async () => {
    await started?.product.stop();
    await started?.mail.stop();
  });
  const get = () => {
    if (!started) throw new Error('the product starts in beforeAll: use it inside hooks and tests');
    return started;
  };
  return {
    get product() {
      return get().product;
    },
    get mail() {
      return get().mail;
    },
    get auth() {
      return get().auth;
    },
  };
}

let emails = 0;
/** An address no other test uses. */
export const newEmail = (prefix: string) => `${prefix}-${Date.now()}-${++emails}@school.test`;

/** Calls /auth/v1 as the hosted provider's client library does (Authorization: Bearer). */
export class AuthClient {
  constructor(
    readonly product: TestProduct,
    readonly mail: MailCatcher,
  ) {}

  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
    token?: string,
    headers: Record<string, string> = {},
  ): Promise<Reply<T>> {
    const response = await fetch(`${this.product.baseUrl}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, headers: response.headers };
  }

  signup(email: string, password = GOOD_PASSWORD, data = { first_name: 'Ada', last_name: 'Lovelace' }) {
    return this.call('POST', '/auth/v1/signup', { email, password, data });
  }

  signIn(email: string, password = GOOD_PASSWORD) {
    return this.call('POST', '/auth/v1/token?grant_type=password', { email, password });
  }

  refresh(refreshToken: string) {
    return this.call('POST', '/auth/v1/token?grant_type=refresh_token', { refresh_token: refreshToken });
  }

  user(accessToken: string) {
    return this.call('GET', '/auth/v1/user', undefined, accessToken);
  }

  /** Opens a link of a mail on this test's server, without following the redirect. */
  async follow(link: string): Promise<{ status: number; location: string; fragment: URLSearchParams }> {
    const url = new URL(link);
    const response = await fetch(`${this.product.baseUrl}${url.pathname}${url.search}`, { redirect: 'manual' });
    const location = response.headers.get('location') ?? '';
    return { status: response.status, location, fragment: new URLSearchParams(location.split('#')[1] ?? '') };
  }

  /** A confirmed account (signed up, confirmed through its mail) and a session from its link. */
  async confirmedAccount(email = `teacher-${randomUUID()}@school.test`, password = GOOD_PASSWORD) {
    const signup = await this.signup(email, password);
    if (signup.status !== 200) throw new Error(`signup: ${signup.status} ${JSON.stringify(signup.body)}`);
    const { fragment } = await this.follow(verifyLinkOf(await this.mail.latest(email, /Confirm your/)));
    const session = await this.signIn(email, password);
    if (session.status !== 200) throw new Error(`sign-in: ${session.status} ${JSON.stringify(session.body)}`);
    return { email, password, id: session.body.user.id as string, session: session.body, linkSession: fragment };
  }
}

/** The claims of a JWT, unverified. */
export function claimsOf(token: string): Record<string, any> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}
