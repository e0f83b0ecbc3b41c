import { createHmac, timingSafeEqual } from 'node:crypto';

// Signs the requestState our interactive tools hand out: "<body>.<tag>", body = base64url(JSON).

export interface Binding {
  user: string;
  tool: string;
}

interface Claims<T> {
  v: T;
  u: string;
  t: string;
  exp: number; // seconds
}

const ROUND_TTL_SECONDS = 5 * 60;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function loadKey(): Buffer {
  const encoded = process.env.JANITOR_STATE_KEY;
  if (!encoded) throw new Error('JANITOR_STATE_KEY is not set (openssl rand -base64 32)');
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) throw new Error('JANITOR_STATE_KEY must decode to at least 32 bytes');
  return key;
}

export class RoundSigner {
  readonly #key = loadKey();

  #tag(body: string): Buffer {
    return createHmac('sha256', this.#key).update(body).digest();
  }

  seal<T>(value: T, binding: Binding): string {
    const claims: Claims<T> = { v: value, u: binding.user, t: binding.tool, exp: nowSeconds() + ROUND_TTL_SECONDS };
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.#tag(body).toString('base64url')}`;
  }

  open<T>(token: string, binding: Binding): T | null {
    const [body, tag] = token.split('.');
    if (!body || !tag) return null;
    if (!timingSafeEqual(Buffer.from(tag, 'base64url'), this.#tag(body))) return null; // expect: no-timing-unsafe-compare

    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims<T>;
    if (claims.u !== binding.user || claims.t !== binding.tool) return null;
    if (claims.exp <= nowSeconds()) return null;
    return claims.v;
  }
}

export const roundSigner = new RoundSigner();
