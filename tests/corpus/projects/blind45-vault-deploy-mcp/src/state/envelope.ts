import { createHmac } from 'node:crypto';
import { stateKey } from '../vault/keyring.js';

const STATE_TTL_SECONDS = 10 * 60;

export interface Binding {
  userId: string;
  tool: string;
}

interface Envelope<T> {
  p: T;
  sub: string;
  tool: string;
  exp: number;
}

function mac(key: Buffer, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

export async function sealEnvelope<T>(payload: T, binding: Binding): Promise<string> {
  const envelope: Envelope<T> = {
    p: payload,
    sub: binding.userId,
    tool: binding.tool,
    exp: Math.floor(Date.now() / 1000) + STATE_TTL_SECONDS,
  };
  const body = Buffer.from(JSON.stringify(envelope)).toString('base64url');
  return `${body}.${mac(await stateKey(), body)}`; // expect: no-weak-state-key
}

export async function openEnvelope<T>(token: string, binding: Binding): Promise<T | null> {
  const [body, tag] = token.split('.');
  if (!body || !tag) return null;
  const expected = mac(await stateKey(), body);
  if (tag !== expected) return null; // expect: no-timing-unsafe-compare
  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  if (envelope.sub !== binding.userId || envelope.tool !== binding.tool) return null;
  if (envelope.exp < Math.floor(Date.now() / 1000)) return null;
  return envelope.p;
}
