/**
 * requestState for the booking tools: AES-256-GCM, so the client can neither read nor change it.
 * The user, the tool and the call's arguments go in the additional data: a box opened for anyone or
 * anything else fails authentication.
 */

const STATE_TTL_SECONDS = 5 * 60;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

const encodedKey = import.meta.env.BOOKING_STATE_KEY;
if (!encodedKey) throw new Error('BOOKING_STATE_KEY is not set (openssl rand -base64 32)');
const keyBytes = Uint8Array.from(atob(encodedKey), (c) => c.charCodeAt(0));
if (keyBytes.length !== 32) throw new Error(`BOOKING_STATE_KEY must be 32 bytes, got ${keyBytes.length}`);

const boxKey = await crypto.subtle.importKey('raw', keyBytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);

export interface BoxBinding {
  userId: string;
  tool: string;
  args: Record<string, unknown>;
}

interface Sealed<T> {
  p: T;
  sub: string;
  tool: string;
  exp: number;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function toB64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

function fromB64url(text: string): Uint8Array {
  const b64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

function sortedArgs(args: Record<string, unknown>): [string, unknown][] {
  return Object.keys(args)
    .sort()
    .map((name) => [name, args[name]]);
}

function additionalData(binding: BoxBinding): Uint8Array {
  return encoder.encode(JSON.stringify(['harbourview/v1', binding.userId, binding.tool, sortedArgs(binding.args)]));
}

export async function sealBox<T>(payload: T, binding: BoxBinding): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed: Sealed<T> = { p: payload, sub: binding.userId, tool: binding.tool, exp: nowSeconds() + STATE_TTL_SECONDS };
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: additionalData(binding) },
    boxKey,
    encoder.encode(JSON.stringify(sealed)),
  );
  return `v1.${toB64url(iv)}.${toB64url(new Uint8Array(ciphertext))}`;
}

/** Returns the payload, or null for anything that is not a live box sealed for exactly this binding. */
export async function openBox<T>(token: string, binding: BoxBinding): Promise<T | null> {
  const pieces = token.split('.');
  if (pieces.length !== 3 || pieces[0] !== 'v1') return null;

  let plaintext: ArrayBuffer;
  try {
    plaintext = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromB64url(pieces[1]), additionalData: additionalData(binding) },
      boxKey,
      fromB64url(pieces[2]),
    );
  } catch {
    return null; // wrong key, tampered, or sealed for another user, tool or arguments
  }

  const sealed = JSON.parse(decoder.decode(plaintext)) as Sealed<T>;
  if (sealed.exp <= nowSeconds()) return null;
  if (sealed.sub !== binding.userId || sealed.tool !== binding.tool) return null;
  return sealed.p;
}
