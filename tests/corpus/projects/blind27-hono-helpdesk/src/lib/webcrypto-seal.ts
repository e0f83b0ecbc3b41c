const enc = new TextEncoder();
const dec = new TextDecoder();

export function toB64url(input: ArrayBuffer | Uint8Array): string {
  const bytes = input instanceof Uint8Array ? input : new Uint8Array(input);
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromB64url(text: string): Uint8Array {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  return Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
}

export interface StateSealer {
  seal(payload: Record<string, unknown>): Promise<string>;
  open<T = Record<string, unknown>>(token: string): Promise<T | null>;
}

/**
 * Compact "body.mac" tokens, HMAC-SHA-256 via Web Crypto so it runs on Workers.
 */
export async function createSealer(secret: string): Promise<StateSealer> {
  const key = await crypto.subtle.importKey(
    'raw',
    enc.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );

  const mac = async (body: string) => toB64url(await crypto.subtle.sign('HMAC', key, enc.encode(body)));

  return {
    async seal(payload) {
      const body = toB64url(enc.encode(JSON.stringify(payload)));
      return `${body}.${await mac(body)}`;
    },

    async open<T>(token: string) {
      const [body, sig] = token.split('.');
      if (!body || !sig) return null;
      const expected = await mac(body);
      if (sig !== expected) return null; // expect: no-timing-unsafe-compare
      try {
        return JSON.parse(dec.decode(fromB64url(body))) as T;
      } catch {
        return null;
      }
    },
  };
}
