import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with 19 MiB, 2 passes, 1 lane (OWASP's minimum for argon2id). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
}

let dummyHash: Promise<string> | undefined;

/**
 * Whether the password matches the stored hash. Without a hash (no such account, or one that signs in some other
 * way) a dummy hash is checked all the same, so that the answer takes as long and reveals nothing.
 */
export async function passwordMatches(storedHash: string | null | undefined, password: string): Promise<boolean> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  const against = storedHash ?? (await dummyHash);
  try {
    const matches = await verify(against, password);
    return matches && Boolean(storedHash);
  } catch {
    return false;
  }
}
