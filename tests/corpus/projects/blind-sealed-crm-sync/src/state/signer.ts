// Models an HMAC signer class for requestState tokens bound to user, tool and a short expiry.
// @ts-nocheck
import { createHmac, timingSafeEqual } from 'node:crypto';

export class Signer {
  static readonly TTL_MS = 8 * 60 * 1000;
  private readonly key: Buffer;

  constructor(secret: string | undefined) {
    const key = Buffer.from(secret ?? '', 'base64');
    if (key.length < 32) throw new Error('CRM_STATE_SECRET must be 32+ bytes');
    this.key = key;
  }

  private mac(body: string): Buffer {
    return createHmac('sha256', this.key).update(body).digest();
  }

  async sign(payload: object, userId: string, tool: string): Promise<string> {
    const body = Buffer.from(
      JSON.stringify({ ...payload, userId, tool, exp: Date.now() + Signer.TTL_MS }),
    ).toString('base64url');
    return `${body}.${this.mac(body).toString('base64url')}`;
  }

  verify(token: string, userId: string, tool: string): boolean {
    const [body, sig] = token.split('.');
    if (!body || !sig) return false;
    const given = Buffer.from(sig, 'utf8');
    const expected = Buffer.from(this.mac(body).toString('base64url'), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    return claims.userId === userId && claims.tool === tool && claims.exp > Date.now();
  }

  read<T>(token: string): T {
    return JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
  }
}
