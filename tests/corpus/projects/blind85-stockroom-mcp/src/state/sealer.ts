// HMAC-SHA256 sealing of request state with key rotation and bindings checked on open.
// @ts-nocheck
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type * as t from 'io-ts';
import { settings } from '../settings.js';
import { Envelope, decodeOrThrow } from './codecs.js';

export const STATE_TTL_SECONDS = 600;
const MAX_STATE_LENGTH = 8192;

export class StateRejected extends Error {
  constructor(reason: string) {
    super(`Invalid or expired requestState (${reason}).`);
  }
}

export interface Binding {
  sub: string;
  tool: string;
  args?: Record<string, unknown>;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const macFor = (key: Buffer, signingInput: string) => createHmac('sha256', key).update(signingInput).digest('base64url');

export function hashArgs(tool: string, args: Record<string, unknown>): string {
  const canonical = JSON.stringify(Object.fromEntries(Object.entries(args).sort(([a], [b]) => (a < b ? -1 : 1))));
  return createHash('sha256').update(`${tool}:${canonical}`).digest('hex');
}

export function seal<A, O>(codec: t.Type<A, O>, data: A, binding: Binding): string {
  const envelope: Envelope = {
    v: 1,
    sub: binding.sub,
    tool: binding.tool,
    exp: nowSeconds() + STATE_TTL_SECONDS,
    ah: binding.args ? hashArgs(binding.tool, binding.args) : undefined,
    d: codec.encode(data),
  };
  const kid = settings.stateKeys.currentId;
  const signingInput = `${kid}.${Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url')}`;
  return `${signingInput}.${macFor(settings.stateKeys.byId.get(kid), signingInput)}`;
}

export function open<A>(codec: t.Decoder<unknown, A>, raw: unknown, binding: Binding): A {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_STATE_LENGTH) {
    throw new StateRejected('missing or oversized');
  }
  const parts = raw.split('.');
  if (parts.length !== 3) throw new StateRejected('malformed');
  const [kid, body, mac] = parts;

  const key = settings.stateKeys.byId.get(kid);
  if (!key) throw new StateRejected('unknown key id');
  const given = Buffer.from(mac, 'utf8');
  const computed = Buffer.from(macFor(key, `${kid}.${body}`), 'utf8');
  if (given.length !== computed.length || !timingSafeEqual(given, computed)) {
    throw new StateRejected('signature');
  }

  const envelope = decodeOrThrow(Envelope, JSON.parse(Buffer.from(body, 'base64url').toString('utf8')), 'state envelope');
  if (envelope.exp <= nowSeconds()) throw new StateRejected('expired');
  if (envelope.sub !== binding.sub) throw new StateRejected('issued to another user');
  if (envelope.tool !== binding.tool) throw new StateRejected('issued for another tool');
  if (binding.args !== undefined && envelope.ah !== hashArgs(binding.tool, binding.args)) {
    throw new StateRejected('arguments changed');
  }
  return decodeOrThrow(codec, envelope.d, 'state payload');
}
