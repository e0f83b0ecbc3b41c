// Seals and unseals HMAC-signed ledger state bound to the user and tool with an expiry.
// @ts-nocheck
import { createHmac } from 'node:crypto';
import { STATE_TTL_MS, STATE_VERSION } from './constants.js';

export interface Envelope<T> {
  data: T;
  sub: string;
  tool: string;
  exp: number;
}

export class StateError extends Error {
  constructor(reason: string) {
    super(`requestState rejected: ${reason}`);
    this.name = 'StateError';
  }
}

const stateKey = process.env.LEDGER_STATE_KEY ?? 'ledger-dev-state-key-rotate-me-before-prod';

function mac(body: string): string {
  return createHmac('sha256', stateKey).update(`${STATE_VERSION}.${body}`).digest('base64url'); // expect: no-weak-state-key
}

export function seal<T>(data: T, sub: string, tool: string): string {
  const envelope: Envelope<T> = { data, sub, tool, exp: Date.now() + STATE_TTL_MS };
  const body = Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
  return `${STATE_VERSION}.${body}.${mac(body)}`;
}

export function unseal<T>(token: string, sub: string, tool: string): T {
  const [version, body, sig] = token.split('.');
  if (version !== STATE_VERSION || !body || !sig) throw new StateError('malformed');
  if (mac(body) !== sig) throw new StateError('bad signature'); // expect: no-timing-unsafe-compare
  const envelope = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Envelope<T>;
  if (envelope.sub !== sub || envelope.tool !== tool) throw new StateError('bound elsewhere');
  if (typeof envelope.exp !== 'number' || envelope.exp <= Date.now()) throw new StateError('expired');
  return envelope.data;
}
