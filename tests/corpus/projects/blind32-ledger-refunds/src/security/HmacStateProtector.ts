import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyRingEntry } from '../config/AppConfig.js';
import { failure, StateRejected, type Result } from '../shared/result.js';
import {
  checkEnvelope,
  decodeCanonical,
  envelopeFor,
  nowSeconds,
  type SealedEnvelope,
  type StateBinding,
  type StateProtector,
} from './StateProtector.js';

/**
 * Wire format: `<kid>.<base64url(envelope JSON)>.<base64url(HMAC-SHA256(kid "." body))>`.
 * The first key of the ring signs; any key of the ring verifies.
 */
export class HmacStateProtector implements StateProtector {
  constructor(
    private readonly ring: readonly KeyRingEntry[],
    private readonly now: () => number = nowSeconds,
  ) {
    if (ring.length === 0) throw new Error('HmacStateProtector needs at least one key');
  }

  async seal<T>(data: T, binding: StateBinding): Promise<string> {
    const signer = this.ring[0]!;
    const body = Buffer.from(JSON.stringify(envelopeFor(data, binding, this.now())), 'utf8').toString('base64url');
    return `${signer.id}.${body}.${this.mac(signer.secret, signer.id, body).toString('base64url')}`;
  }

  async open<T>(token: string, binding: StateBinding): Promise<Result<T, StateRejected>> {
    const parts = token.split('.');
    if (parts.length !== 3) return failure(new StateRejected('malformed'));
    const [kid, body, tagText] = parts as [string, string, string];

    const key = this.ring.find((entry) => entry.id === kid);
    if (!key) return failure(new StateRejected('key'));

    const presented = decodeCanonical(tagText);
    const expected = this.mac(key.secret, kid, body);
    if (!presented || presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
      return failure(new StateRejected('signature'));
    }

    let envelope: SealedEnvelope<T>;
    try {
      envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SealedEnvelope<T>;
    } catch {
      return failure(new StateRejected('malformed'));
    }
    return checkEnvelope(envelope, binding, this.now());
  }

  private mac(secret: Buffer, kid: string, body: string): Buffer {
    return createHmac('sha256', secret).update(`${kid}.${body}`).digest();
  }
}
