import { hmacHex } from './hmac';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** How long a user has to answer an elicitation before the round has to start over. */
const ROUND_TTL_MS = 8 * 60 * 1000;

export interface RoundBinding {
  sub: string;
  tool: string;
}

interface Envelope<T> {
  p: T;
  sub: string;
  tool: string;
  exp: number;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
}

export async function sealRound<T>(payload: T, binding: RoundBinding): Promise<string> {
  const envelope: Envelope<T> = { p: payload, sub: binding.sub, tool: binding.tool, exp: Date.now() + ROUND_TTL_MS };
  const body = toBase64Url(encoder.encode(JSON.stringify(envelope)));
  return `${body}.${await hmacHex(body)}`;
}

export async function openRound<T>(token: string, binding: RoundBinding): Promise<T | null> {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const signature = token.slice(dot + 1);

  const expected = await hmacHex(body);
  if (signature !== expected) return null; // expect: no-timing-unsafe-compare

  let envelope: Envelope<T>;
  try {
    envelope = JSON.parse(decoder.decode(fromBase64Url(body))) as Envelope<T>;
  } catch {
    return null;
  }
  if (envelope.exp <= Date.now()) return null;
  if (envelope.sub !== binding.sub || envelope.tool !== binding.tool) return null;
  return envelope.p;
}
