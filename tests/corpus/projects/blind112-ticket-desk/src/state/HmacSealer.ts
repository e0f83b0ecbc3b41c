// Request-state sealer that authenticates the sealed body with an HMAC-SHA256 signature.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { StateSealer } from './StateSealer.js';

export class HmacSealer extends StateSealer {
  readonly #key: Buffer;

  constructor(secret: string) {
    super();
    this.#key = Buffer.from(secret, 'utf8');
  }

  protected sign(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }
}

export default HmacSealer;
