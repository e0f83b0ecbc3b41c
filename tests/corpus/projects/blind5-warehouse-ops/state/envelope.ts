import { decodeHex, encodeHex } from 'jsr:@std/encoding/hex';
import { decodeWire, encodeWire, type WireValue } from './wire.ts';
import type { Keyring } from './keyring.ts';

export type StatePayload = { [key: string]: WireValue };

export class EnvelopeError extends Error {
  constructor(readonly reason: string) {
    super('Invalid or expired requestState');
  }
}

const SIGNED = 's1';
const PLAIN = 'u1';
export const STATE_TTL_MS = 5 * 60_000;

/**
 * s1.<hex wire>.<hex mac>  signed state
 * u1.<hex wire>            compact state for handheld clients
 */
export class Envelope {
  constructor(
    private readonly keyring: Keyring,
    private readonly now: () => number = Date.now,
  ) {}

  seal(payload: StatePayload): string {
    const body = encodeWire({ ...payload, exp: this.now() + STATE_TTL_MS });
    return `${SIGNED}.${encodeHex(body)}.${this.keyring.sign(body)}`;
  }

  plain(payload: StatePayload): string {
    return `${PLAIN}.${encodeHex(encodeWire({ ...payload, exp: this.now() + STATE_TTL_MS }))}`;
  }

  open(token: unknown): StatePayload {
    if (typeof token !== 'string' || token.length > 12_000) throw new EnvelopeError('shape');
    const [kind, bodyHex, mac] = token.split('.');

    let body: Uint8Array;
    try {
      body = decodeHex(bodyHex ?? '');
    } catch {
      throw new EnvelopeError('hex');
    }

    if (kind === PLAIN) {
      return this.asPayload(decodeWire(body)); // expect-todo: require-sealed-state
    }
    if (kind !== SIGNED || !mac) throw new EnvelopeError('kind');
    if (!this.keyring.accepts(body, mac)) throw new EnvelopeError('mac');
    return this.asPayload(decodeWire(body)); // expect-todo: require-state-binding
  }

  private asPayload(value: WireValue): StatePayload {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      throw new EnvelopeError('payload');
    }
    return value;
  }
}
