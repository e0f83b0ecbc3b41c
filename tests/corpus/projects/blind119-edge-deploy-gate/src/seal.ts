// Seals and opens user- and tool-bound requestState with a Web Crypto HMAC and a 10-minute expiry.
// @ts-nocheck
import { b64url, jsonFromB64url, utf8 } from './encoding';

const STATE_TTL_SECONDS = 10 * 60;

export interface Binding {
  sub: string;
  tool: string;
}

interface Envelope {
  sub: string;
  tool: string;
  exp: number;
}

export class StateSealer {
  readonly #key: Promise<CryptoKey>;

  constructor(secret: string) {
    this.#key = crypto.subtle.importKey(
      'raw',
      utf8.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
  }

  private async tag(body: string): Promise<string> {
    const sig = await crypto.subtle.sign('HMAC', await this.#key, utf8.encode(body));
    return b64url(new Uint8Array(sig));
  }

  async seal<T extends object>(payload: T, bind: Binding): Promise<string> {
    const envelope = { ...payload, sub: bind.sub, tool: bind.tool, exp: Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS };
    const body = b64url(utf8.encode(JSON.stringify(envelope)));
    return `${body}.${await this.tag(body)}`;
  }

  async open<T extends object>(token: string | undefined, bind: Binding): Promise<(T & Envelope) | null> {
    if (!token) return null;
    const dot = token.lastIndexOf('.');
    if (dot <= 0 || dot === token.length - 1) return null;
    const body = token.slice(0, dot);
    const mac = token.slice(dot + 1);
    if (mac !== (await this.tag(body))) return null; // expect: no-timing-unsafe-compare
    const claims = jsonFromB64url<T & Envelope>(body);
    if (claims.sub !== bind.sub || claims.tool !== bind.tool) return null;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= Date.now()) return null;
    return claims;
  }
}
