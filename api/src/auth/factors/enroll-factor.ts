import type { EnrollFactorReply } from '@checkin/contracts';
import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { Users } from '../accounts/users.js';
import { authError } from '../auth-errors.js';
import type { UserActor } from '../guards.js';
import { FactorSecrets } from './factor-secrets.js';
import { Factors } from './factors.js';
import { base32, newTotpSecret, otpauthUri } from './totp.js';

/** The name authenticator apps show above the code, unless the client names another. */
const DEFAULT_ISSUER = 'CheckIn';

export type EnrollRequest = { friendlyName?: string | undefined; issuer?: string | undefined };

/**
 * POST /auth/v1/factors: a new, unverified TOTP factor and what an authenticator app needs to add it (a QR code of
 * the otpauth URI, or the secret typed in). The first factor may be added at aal1; once the account has a verified
 * factor, another needs aal2, so that a password alone cannot add an attacker's authenticator.
 */
@Injectable()
export class EnrollFactor {
  constructor(
    private readonly users: Users,
    private readonly factors: Factors,
    private readonly secrets: FactorSecrets,
  ) {}

  async run(actor: UserActor, request: EnrollRequest): Promise<EnrollFactorReply> {
    const user = await this.users.findById(actor.userId);
    if (!user) throw authError('user_not_found');
    const existing = await this.factors.listOf(user.id);
    if (existing.some((f) => f.status === 'verified') && actor.aal !== 'aal2') throw authError('insufficient_aal');

    const id = randomUUID();
    const secret = newTotpSecret();
    const created = await this.factors.create({
      id,
      userId: user.id,
      friendlyName: request.friendlyName ?? null,
      secretEncrypted: this.secrets.seal(id, secret),
    });
    if (created === 'too_many') throw authError('too_many_enrolled_mfa_factors');
    if (created === 'name_taken') throw authError('mfa_factor_name_conflict');

    const uri = otpauthUri(secret, request.issuer || DEFAULT_ISSUER, user.email);
    const svg = colorsByName(await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }));
    return {
      id: created.id,
      type: 'totp',
      friendly_name: created.friendly_name,
      totp: {
        qr_code: svg,
        secret: base32(secret),
        uri,
      },
    };
  }
}

/**
 * The provider's client puts the SVG into a data URL as it comes (`data:image/svg+xml;utf-8,<svg…>`), where a `#`
 * would end the image at its first colour: the colours are written by name.
 */
function colorsByName(svg: string): string {
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"');
}
