import { createHmac } from 'node:crypto';

interface SealerSecrets {
  key: Buffer;
  ttlMs: number;
}

// Keep the key off the instance so it never shows up in logs or util.inspect().
const secrets = new WeakMap<StateSealer, SealerSecrets>();

export interface SealedEnvelope<T> {
  payload: T;
  /** Expiry timestamp written at seal time. */
  exp: number;
}

export class StateSealer {
  constructor(key: string, ttlMs: number) {
    secrets.set(this, { key: Buffer.from(key, 'utf8'), ttlMs });
  }

  get ttlMs(): number {
    return this.#secrets.ttlMs;
  }

  set ttlMs(value: number) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError('ttlMs must be a positive number');
    this.#secrets.ttlMs = value;
  }

  get #secrets(): SealerSecrets {
    const s = secrets.get(this);
    if (!s) throw new Error('StateSealer used before construction');
    return s;
  }

  #mac(body: string): Buffer {
    return createHmac('sha256', this.#secrets.key).update(body).digest();
  }

  seal<T>(payload: T): string {
    const envelope: SealedEnvelope<T> = { payload, exp: Date.now() + this.ttlMs };
    const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  unseal<T>(token: string): SealedEnvelope<T> | null {
    const dot = token.lastIndexOf('.');
    if (dot <= 0 || dot === token.length - 1) return null;
    const body = token.slice(0, dot);
    const presented = Buffer.from(token.slice(dot + 1), 'base64url');
    if (!this.#mac(body).equals(presented)) return null; // expect: no-timing-unsafe-compare
    try {
      return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as SealedEnvelope<T>;
    } catch {
      return null;
    }
  }
}
