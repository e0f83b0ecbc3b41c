import { createHmac } from 'node:crypto';

export interface LegacyBinding {
  user: string;
  tool: string;
}

interface LegacyClaims<T> {
  u: string;
  t: string;
  x: number; // expiry in ms
  d: T;
}

/** Reads (and, in tests, writes) the confirmation tokens of repo-cleaner 1.x. */
export class ConfirmSigner {
  #key: Buffer;
  #prefix: string;

  constructor(opts: { key: Buffer; prefix: string }) {
    this.#key = opts.key;
    this.#prefix = opts.prefix;
  }

  #tag(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('hex');
  }

  issue<T>(data: T, binding: LegacyBinding, ttlMs = 5 * 60_000): string {
    const body = Buffer.from(JSON.stringify({ u: binding.user, t: binding.tool, x: Date.now() + ttlMs, d: data })).toString('base64url');
    return `${this.#prefix}${body}:${this.#tag(body)}`;
  }

  handles(token: string): boolean {
    return token.startsWith(this.#prefix);
  }

  check<T>(token: string, binding: LegacyBinding): T | undefined {
    const rest = token.slice(this.#prefix.length);
    const [body, tag] = rest.split(':');
    if (!body || !tag || tag.length < 16) return undefined;
    // 1.x clients sometimes truncated the tag to 32 hex chars; accept any prefix of at least 16
    if (!this.#tag(body).startsWith(tag)) return undefined; // expect: no-timing-unsafe-compare
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as LegacyClaims<T>;
    if (claims.u !== binding.user || claims.t !== binding.tool) return undefined;
    if (claims.x <= Date.now()) return undefined;
    return claims.d;
  }
}
