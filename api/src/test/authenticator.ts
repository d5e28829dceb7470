import { createHmac } from 'node:crypto';
import type { AuthClient, Reply } from './accounts.js';

const PERIOD_MS = 30_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * An authenticator app for tests, the API's and the browser's: RFC 6238 (SHA-1, 6 digits, 30 s) written here from
 * the RFC, apart from the product's own, reading the base32 secret as a phone would (spaces ignored). It never gives
 * the same step twice, as the server refuses a step once used.
 */
export class TestAuthenticator {
  private lastStep = -1;
  private readonly key: Buffer;

  constructor(readonly secret: string) {
    this.key = base32Decode(secret);
  }

  /** A fresh code: of the current step, else of the next one (the server accepts one step either side). */
  async code(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / PERIOD_MS);
      const step = [now, now + 1].find((s) => s > this.lastStep);
      if (step !== undefined) {
        this.lastStep = step;
        return hotp(this.key, step);
      }
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 50));
    }
  }

  /** A code the server refuses: none of the steps around now has it. */
  wrongCode(): string {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const valid = new Set([-2, -1, 0, 1, 2].map((d) => hotp(this.key, now + d)));
    for (let n = 0; ; n++) {
      const code = String(n).padStart(6, '0');
      if (!valid.has(code)) return code;
    }
  }
}

export function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  message.writeUInt32BE(counter % 2 ** 32, 4);
  const hash = createHmac('sha1', key).update(message).digest();
  const offset = hash[19]! & 0xf;
  const truncated =
    ((hash[offset]! & 0x7f) << 24) | (hash[offset + 1]! << 16) | (hash[offset + 2]! << 8) | hash[offset + 3]!;
  return String(truncated % 1_000_000).padStart(6, '0');
}

function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/\s+/g, '').replace(/=+$/, '').toUpperCase()) {
    const index = ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    buffer = ((buffer << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The factor calls of the hosted provider's client library. */
export class FactorClient {
  /** `headers`: added to each verification, e.g. an X-Forwarded-For of its own under a low rate limit. */
  constructor(
    private readonly auth: AuthClient,
    private readonly headers: () => Record<string, string> = () => ({}),
  ) {}

  enroll(token: string, body: Record<string, unknown> = { factor_type: 'totp' }): Promise<Reply> {
    return this.auth.call('POST', '/auth/v1/factors', body, token);
  }

  challenge(token: string, factorId: string): Promise<Reply> {
    return this.auth.call('POST', `/auth/v1/factors/${factorId}/challenge`, {}, token);
  }

  verify(token: string, factorId: string, challengeId: string, code: string, headers = this.headers()) {
    return this.auth.call(
      'POST',
      `/auth/v1/factors/${factorId}/verify`,
      { challenge_id: challengeId, code },
      token,
      headers,
    );
  }

  unenroll(token: string, factorId: string): Promise<Reply> {
    return this.auth.call('DELETE', `/auth/v1/factors/${factorId}`, undefined, token);
  }

  /** Challenges the factor and answers with the authenticator's next code: the session reply, or the failure. */
  async stepUp(token: string, factorId: string, authenticator: TestAuthenticator): Promise<Reply> {
    const challenge = await this.challenge(token, factorId);
    if (challenge.status !== 200) throw new Error(`challenge: ${challenge.status} ${JSON.stringify(challenge.body)}`);
    return this.verify(token, factorId, challenge.body.id, await authenticator.code());
  }

  /** Enrols a factor and verifies it: the factor, its authenticator and the aal2 session. */
  async enrolled(token: string, name?: string) {
    const enrolled = await this.enroll(token, { factor_type: 'totp', ...(name ? { friendly_name: name } : {}) });
    if (enrolled.status !== 200) throw new Error(`enroll: ${enrolled.status} ${JSON.stringify(enrolled.body)}`);
    const authenticator = new TestAuthenticator(enrolled.body.totp.secret);
    const session = await this.stepUp(token, enrolled.body.id, authenticator);
    if (session.status !== 200) throw new Error(`verify: ${session.status} ${JSON.stringify(session.body)}`);
    return { factorId: enrolled.body.id as string, authenticator, session: session.body };
  }
}
