import { randomBytes } from 'node:crypto';
import { ScureBase32Plugin, verifySync } from 'otplib';

/** Time-based one-time passwords (RFC 6238) as authenticator apps make them: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const BASE32 = new ScureBase32Plugin();

/** A new secret of 160 bits, the size RFC 4226 recommends. */
export function newTotpSecret(): Buffer {
  return randomBytes(20);
}

/**
 * The 30-second step whose code this is, within a step of the current one either way (phones' clocks drift); null
 * when it matches none.
 */
export function matchingStep(secret: Buffer, code: string, nowMs: number): number | null {
  const result = verifySync({
    secret: new Uint8Array(secret),
    token: code,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: PERIOD_SECONDS,
    period: PERIOD_SECONDS,
    digits: DIGITS,
    algorithm: 'sha1',
  });
  // The TOTP strategy's result carries its step; the union with HOTP's does not say so.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** RFC 4648 base32 without padding, as authenticator apps read secrets. */
export function base32(bytes: Buffer): string {
  return BASE32.encode(bytes, { padding: false });
}

/** The otpauth:// URI an authenticator app reads from a QR code (the Key Uri Format). */
export function otpauthUri(secret: Buffer, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(DIGITS),
    period: String(PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query}`;
}
