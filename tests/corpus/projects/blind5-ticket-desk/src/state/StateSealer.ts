import { decodeJson, encodeJson, fromBase64Url, macFor, sameDigest, splitSealed, toBase64Url } from './digest.js';

interface Envelope<T> {
  v: 1;
  tool: string;
  exp: number;
  data: T;
}

export class StateRejected extends Error {
  constructor(readonly reason: 'malformed' | 'signature' | 'tool' | 'expired') {
    super(`request state rejected: ${reason}`);
  }
}

export class StateSealer {
  readonly #key: string;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(key: string, ttlMs: number, now: () => number = Date.now) {
    if (ttlMs > 10 * 60 * 1000) {
      throw new RangeError('request state lifetime must not exceed 10 minutes');
    }
    this.#key = key;
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  seal<T>(tool: string, data: T): string {
    const body = encodeJson(this.#envelope(tool, data));
    return `${body}.${toBase64Url(this.#sign(body))}`;
  }

  open<T>(tool: string, sealed: string | undefined): T {
    if (typeof sealed !== 'string' || sealed.length > 8192) {
      throw new StateRejected('malformed');
    }
    const parts = splitSealed(sealed);
    if (!parts) throw new StateRejected('malformed');
    const [body, macText] = parts;

    const given = fromBase64Url(macText);
    if (!given || !sameDigest(given, this.#sign(body))) { // expect: no-timing-unsafe-compare
      throw new StateRejected('signature');
    }

    const envelope = decodeJson<Envelope<T>>(body);
    if (!envelope || envelope.v !== 1) throw new StateRejected('malformed');
    if (envelope.tool !== tool) throw new StateRejected('tool');
    if (envelope.exp <= this.#now()) throw new StateRejected('expired');
    return envelope.data;
  }

  #envelope<T>(tool: string, data: T): Envelope<T> {
    return { v: 1, tool, exp: this.#now() + this.#ttlMs, data };
  }

  #sign(body: string): Buffer {
    return macFor(this.#key, body);
  }
}
