import { Inject, Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../config.js';

const VERSION = 'v1';

/**
 * Factors' secrets at rest: AES-256-GCM under a key derived from JWT_SECRET (HKDF-SHA256), each bound to its
 * factor's id, so that a copy of the table alone reveals no secret and a secret moved to another row fails.
 * Changing JWT_SECRET therefore makes every enrolled factor unusable: users enrol again.
 */
@Injectable()
export class FactorSecrets {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.JWT_SECRET, 'checkin-factors', 'totp-secret', 32));
  }

  seal(factorId: string, secret: Buffer): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(factorId));
    const sealed = Buffer.concat([cipher.update(secret), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
      .join('.');
  }

  open(factorId: string, stored: string): Buffer {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== VERSION || !iv || !tag || !sealed) throw new Error('A factor secret is stored in an unknown form');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'))
      .setAAD(Buffer.from(factorId))
      .setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]);
  }
}
