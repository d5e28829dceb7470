import { createHmac } from 'node:crypto';

const PERIOD_MS = 30_000;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * An authenticator app for the browser tests: RFC 6238 (HMAC-SHA-1, 6 digits, 30 s steps) from the base32 key the
 * page shows. It never gives the same step twice: the server refuses a step once used.
 */
export class Authenticator {
  private lastStep = -1;
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = base32Decode(secret.replace(/\s+/g, ''));
  }

  async code(): Promise<string> {
    for (;;) {
      const now = Math.floor(Date.now() / PERIOD_MS);
      if (now > this.lastStep) {
        this.lastStep = now;
        return hotp(this.key, now);
      }
      await new Promise((resolve) => setTimeout(resolve, (now + 1) * PERIOD_MS - Date.now() + 100));
    }
  }
}

/** RFC 4226: HMAC-SHA-1 of the 8-byte counter, dynamically truncated to 6 digits. */
function hotp(key: Buffer, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  message.writeUInt32BE(counter % 2 ** 32, 4);
  const hash = createHmac('sha1', key).update(message).digest();
  const offset = hash[19]! & 0xf;
  const value = hash.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}

function base32Decode(text: string): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
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
