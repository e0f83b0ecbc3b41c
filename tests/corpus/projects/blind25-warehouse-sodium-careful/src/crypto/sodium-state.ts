import sodium from 'libsodium-wrappers';

/** What every state token is tied to. `argsHash` pins the exact tool arguments. */
export interface StateBinding {
  sub: string;
  tool: string;
  argsHash: string;
}

interface Envelope<T> extends StateBinding {
  v: 1;
  exp: number; // epoch milliseconds, same clock as `this.clock`
  data: T;
}

const PREFIX = 'ws1.';
const MAX_TTL_MS = 10 * 60 * 1000;

/**
 * requestState = "ws1." b64url(json envelope) "." b64url(crypto_auth(HMAC-SHA512-256)).
 * Signed, not encrypted: never put anything in `data` the client may not read.
 */
export class SodiumStateSigner {
  private constructor(
    private readonly key: Uint8Array,
    private readonly ttlMs: number,
    private readonly clock: () => number,
  ) {}

  static async create(opts: { key: Uint8Array; ttlMs: number; clock?: () => number }): Promise<SodiumStateSigner> {
    await sodium.ready;
    if (opts.key.length !== sodium.crypto_auth_KEYBYTES) throw new Error('state key has the wrong length');
    if (!(opts.ttlMs > 0 && opts.ttlMs <= MAX_TTL_MS)) throw new RangeError('state TTL must be within 10 minutes');
    return new SodiumStateSigner(opts.key, opts.ttlMs, opts.clock ?? Date.now);
  }

  private static b64(bytes: Uint8Array): string {
    return sodium.to_base64(bytes, sodium.base64_variants.URLSAFE_NO_PADDING);
  }

  private static unb64(text: string): Uint8Array {
    return sodium.from_base64(text, sodium.base64_variants.URLSAFE_NO_PADDING);
  }

  static argsHash(args: unknown): string {
    const canonical = JSON.stringify(args, (_k, v) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
        : v,
    );
    return SodiumStateSigner.b64(sodium.crypto_generichash(32, sodium.from_string(canonical)));
  }

  sign<T>(data: T, binding: StateBinding): string {
    const envelope: Envelope<T> = { v: 1, ...binding, exp: this.clock() + this.ttlMs, data };
    const body = SodiumStateSigner.b64(sodium.from_string(JSON.stringify(envelope)));
    const tag = sodium.crypto_auth(body, this.key);
    return `${PREFIX}${body}.${SodiumStateSigner.b64(tag)}`;
  }

  verify<T>(token: string, binding: StateBinding): T | null {
    if (!token.startsWith(PREFIX)) return null;
    const parts = token.slice(PREFIX.length).split('.');
    if (parts.length !== 2) return null;
    const [body, tagText] = parts;

    let tag: Uint8Array;
    try {
      tag = SodiumStateSigner.unb64(tagText);
    } catch {
      return null;
    }
    if (tag.length !== sodium.crypto_auth_BYTES) return null;
    // The last character of a 32-byte tag carries spare bits; only accept the
    // canonical spelling so that no single-character edit survives.
    if (SodiumStateSigner.b64(tag) !== tagText) return null;
    if (!sodium.crypto_auth_verify(tag, body, this.key)) return null;

    let envelope: Envelope<T>;
    try {
      envelope = JSON.parse(sodium.to_string(SodiumStateSigner.unb64(body))) as Envelope<T>;
    } catch {
      return null;
    }
    if (envelope.v !== 1) return null;
    if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;
    if (envelope.argsHash !== binding.argsHash) return null;
    if (!(envelope.exp > this.clock())) return null;
    return envelope.data;
  }
}
