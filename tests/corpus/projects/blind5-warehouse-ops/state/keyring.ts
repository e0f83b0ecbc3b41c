import { createHmac } from 'node:crypto';
import { decodeBase64 } from 'jsr:@std/encoding/base64';
import { encodeHex } from 'jsr:@std/encoding/hex';

export interface StateKey {
  label: string;
  secret: Uint8Array;
}

/**
 * WH_STATE_KEYS holds a comma-separated list of label:base64 pairs, newest first.
 * New state is signed with the first key; any listed key is accepted on the way in,
 * so a rotation is: prepend a key, deploy, wait ten minutes, drop the old one.
 */
export class Keyring {
  private constructor(private readonly keys: StateKey[]) {}

  static fromEnv(value = Deno.env.get('WH_STATE_KEYS')): Keyring {
    if (!value) throw new Error('WH_STATE_KEYS is not set');
    const keys = value.split(',').map((pair) => {
      const [label, b64] = pair.trim().split(':');
      const secret = decodeBase64(b64 ?? '');
      if (!label || secret.length < 32) {
        throw new Error(`state key "${label}" must be at least 32 bytes`);
      }
      return { label, secret };
    });
    return new Keyring(keys);
  }

  get current(): StateKey {
    return this.keys[0];
  }

  labels(): string[] {
    return this.keys.map((k) => k.label);
  }

  sign(data: Uint8Array, key: StateKey = this.current): string {
    return encodeHex(createHmac('sha256', key.secret).update(data).digest());
  }

  accepts(data: Uint8Array, macHex: string): boolean {
    const candidates = this.keys.map((k) => this.sign(data, k));
    return candidates.includes(macHex.toLowerCase()); // expect: no-timing-unsafe-compare
  }
}
