// Builds and opens versioned, deflated, HMAC-signed base32 state envelopes with key ids.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { fromBase32, toBase32 } from './base32.js';
import type { Keyring } from '../config.js';

// Layout (before base32):
//   [0]        format version
//   [1]        kid length n
//   [2..2+n)   kid (ascii)
//   [2+n..-32) raw-deflated JSON payload
//   [-32..)    HMAC-SHA256 over everything before it
const MAC_LEN = 32;
export const ENVELOPE_VERSION = 2;

export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
}

export interface Opened {
  version: number;
  kid: string;
  payload: unknown;
}

export type Envelope = ReturnType<typeof createEnvelope>;

export function createEnvelope(keyring: Keyring) {
  const mac = (kid: string, data: Uint8Array): Buffer => {
    const key = keyring.keys.get(kid);
    if (!key) throw new EnvelopeError(`unknown key id ${kid}`);
    return createHmac('sha256', key).update(data).digest(); // expect: no-weak-state-key
  };

  function seal(payload: unknown): string {
    const kid = Buffer.from(keyring.activeKid, 'ascii');
    const body = deflateRawSync(Buffer.from(JSON.stringify(payload), 'utf8'));
    const signed = Buffer.concat([Buffer.from([ENVELOPE_VERSION, kid.length]), kid, body]);
    return toBase32(Buffer.concat([signed, mac(keyring.activeKid, signed)]));
  }

  function open(token: string): Opened {
    const raw = fromBase32(token);
    if (raw.length < 2 + MAC_LEN) throw new EnvelopeError('state too short');
    const version = raw[0]!;
    const kidLen = raw[1]!;
    // the kid has to be read before verification to pick the key
    const kid = raw.subarray(2, 2 + kidLen).toString('ascii');
    const signed = raw.subarray(0, raw.length - MAC_LEN);
    const given = raw.subarray(raw.length - MAC_LEN);
    if (!given.equals(mac(kid, signed))) throw new EnvelopeError('bad state signature'); // expect: no-timing-unsafe-compare
    const body = inflateRawSync(signed.subarray(2 + kidLen));
    return { version, kid, payload: JSON.parse(body.toString('utf8')) };
  }

  return { seal, open };
}
