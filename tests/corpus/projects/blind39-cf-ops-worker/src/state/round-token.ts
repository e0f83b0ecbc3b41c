import { type Env, stateSecret } from '../env';
import { b64urlToText, hmacB64url, textToB64url } from '../crypto';

const ROUND_TTL_MS = 5 * 60 * 1000;

export interface RoundBinding {
  userId: string;
  tool: string;
}

interface Envelope<T> {
  d: T;
  sub: string;
  tool: string;
  exp: number;
}

/** `<base64url(json)>.<base64url(hmac)>` — handed to the client as requestState. */
export async function sealRound<T>(env: Env, data: T, binding: RoundBinding): Promise<string> {
  const envelope: Envelope<T> = { d: data, sub: binding.userId, tool: binding.tool, exp: Date.now() + ROUND_TTL_MS };
  const body = textToB64url(JSON.stringify(envelope));
  return `${body}.${await hmacB64url(stateSecret(env), body)}`; // expect: no-weak-state-key
}

export async function openRound<T>(env: Env, token: string, binding: RoundBinding): Promise<T | null> {
  const dot = token.indexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);

  const expected = await hmacB64url(stateSecret(env), body);
  if (sig !== expected) return null; // expect: no-timing-unsafe-compare

  const envelope = JSON.parse(b64urlToText(body)) as Envelope<T>;
  if (envelope.sub !== binding.userId || envelope.tool !== binding.tool) return null;
  if (envelope.exp < Date.now()) return null;
  return envelope.d;
}
