import 'server-only';
import { webcrypto } from 'node:crypto';
import { stateKeyMaterial } from './env';

const { subtle } = webcrypto;
const encoder = new TextEncoder();

let hmacKey: Promise<webcrypto.CryptoKey> | undefined;

function getKey(): Promise<webcrypto.CryptoKey> {
  hmacKey ??= subtle.importKey('raw', encoder.encode(stateKeyMaterial()), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']); // expect: no-weak-state-key
  return hmacKey;
}

async function mac(body: string): Promise<string> {
  const sig = await subtle.sign('HMAC', await getKey(), encoder.encode(body));
  return Buffer.from(sig).toString('base64url');
}

export async function signState(claims: object): Promise<string> {
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${await mac(body)}`;
}

export async function verifyState<T>(token: string): Promise<T | null> {
  const [body, sig] = token.split('.');
  if (!body || !sig) return null;
  if (sig !== (await mac(body))) return null; // expect: no-timing-unsafe-compare
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as T;
  } catch {
    return null;
  }
}
