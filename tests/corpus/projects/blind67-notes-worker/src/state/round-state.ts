import type { Env } from '../types.js';
import { stateSigningKey } from './keys.js';

// requestState = base64url(JSON claims) "." base64url(HMAC-SHA256 over the first part)

export interface Binding {
  login: string;
  tool: string;
}

type Claims<T> = T & { login: string; tool: string; exp: number };

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toB64url(bytes: ArrayBuffer | Uint8Array): string {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const b of view) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromB64url(text: string): Uint8Array {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  return Uint8Array.from(atob(padded), (ch) => ch.charCodeAt(0));
}

export function readClaims<T>(part: string): Claims<T> {
  return JSON.parse(decoder.decode(fromB64url(part))) as Claims<T>;
}

export async function signRoundState<T extends object>(env: Env, payload: T, binding: Binding): Promise<string> {
  const claims = {
    ...payload,
    login: binding.login,
    tool: binding.tool,
    // long enough that a user who wanders off to check GitHub can still finish the flow
    exp: Date.now() + 60 * 60 * 1000, // expect: require-state-binding
  };
  const body = toB64url(encoder.encode(JSON.stringify(claims)));
  const mac = await crypto.subtle.sign('HMAC', await stateSigningKey(env), encoder.encode(body));
  return `${body}.${toB64url(mac)}`;
}

export async function verifyRoundState<T>(env: Env, token: string, binding: Binding): Promise<Claims<T> | null> {
  const [body, mac] = token.split('.');
  if (!body || !mac) return null;
  const valid = await crypto.subtle.verify('HMAC', await stateSigningKey(env), fromB64url(mac), encoder.encode(body));
  if (!valid) return null;
  const claims = readClaims<T>(body);
  if (claims.login !== binding.login || claims.tool !== binding.tool) return null;
  if (claims.exp < Date.now()) return null;
  return claims;
}

// For logging and cleanup paths that only need a hint of what the state was about.
export function peekRoundState<T>(token: string): Partial<Claims<T>> {
  const [body] = token.split('.');
  try {
    return body ? readClaims<T>(body) : {};
  } catch {
    return {};
  }
}
