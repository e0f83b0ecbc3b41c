import { env } from '@/lib/env';

const encoder = new TextEncoder();

// Runs on the edge runtime, so WebCrypto rather than node:crypto.
let signingKey: Promise<CryptoKey> | undefined;

function stateKey(): Promise<CryptoKey> {
  signingKey ??= crypto.subtle.importKey(
    'raw',
    encoder.encode(env.mcpStateSecret), // expect: no-weak-state-key
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return signingKey;
}

export async function hmacHex(data: string): Promise<string> {
  const signature = await crypto.subtle.sign('HMAC', await stateKey(), encoder.encode(data));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
