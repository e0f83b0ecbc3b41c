// AES-256-GCM sealed request state. GCM authenticates as well as encrypts:
// a modified token fails decryption inside WebCrypto, so there is no MAC to
// compare by hand. The first key seals; every configured key may open.

const enc = new TextEncoder();
const dec = new TextDecoder();
const AAD = enc.encode('calendar-assistant/state/v1');

export const STATE_TTL_SECONDS = 300;

export interface StateClaims<T> {
  sub: string;
  tool: string;
  exp: number; // seconds since epoch
  data: T;
}

const nowSeconds = (): number => Math.floor(Date.now() / 1000);

function b64u(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function unb64u(text: string): Uint8Array {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return Uint8Array.from(bin, (c) => c.charCodeAt(0));
}

async function aesKey(raw: Uint8Array): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

export async function sealState<T>(keys: Uint8Array[], data: T, sub: string, tool: string, notAfter?: number): Promise<string> {
  const exp = Math.min(nowSeconds() + STATE_TTL_SECONDS, notAfter ?? Number.POSITIVE_INFINITY);
  const claims: StateClaims<T> = { sub, tool, exp, data };
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await aesKey(keys[0]);
  const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData: AAD }, key, enc.encode(JSON.stringify(claims)));
  return `${b64u(iv)}.${b64u(new Uint8Array(sealed))}`;
}

export async function openState<T>(keys: Uint8Array[], token: string, sub: string, tool: string): Promise<T | null> {
  const [ivPart, dataPart, extra] = token.split('.');
  if (!ivPart || !dataPart || extra !== undefined) return null;
  const iv = unb64u(ivPart);
  if (iv.length !== 12) return null;
  for (const raw of keys) {
    let plain: ArrayBuffer;
    try {
      plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData: AAD }, await aesKey(raw), unb64u(dataPart));
    } catch {
      continue; // wrong key or tampered token
    }
    const claims = JSON.parse(dec.decode(plain)) as StateClaims<T>;
    if (claims.sub !== sub || claims.tool !== tool) return null;
    if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds()) return null;
    return claims.data;
  }
  return null;
}
