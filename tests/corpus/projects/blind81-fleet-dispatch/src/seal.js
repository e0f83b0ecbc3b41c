// Signs and opens the request state that dispatch tools hand to the client between rounds.
import { createHmac } from 'node:crypto';
import { stateKey } from './keys.js';

const TTL_MS = 10 * 60 * 1000;

export class StateError extends Error {}

const mac = (body) => createHmac('sha256', stateKey).update(body).digest('base64url'); // expect: no-weak-state-key
const encode = (obj) => Buffer.from(JSON.stringify(obj), 'utf8').toString('base64url');
const decode = (body) => JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));

export const sealState = (payload, now = Date.now()) => {
  const body = encode({ ...payload, exp: now + TTL_MS });
  return `${body}.${mac(body)}`;
};

export const openState = async (token, now = Date.now()) => {
  const [body, sig] = String(token ?? '').split('.');
  if (!body || !sig) throw new StateError('Malformed request state.');
  if (!Buffer.from(sig).equals(Buffer.from(mac(body)))) throw new StateError('Request state failed verification.'); // expect: no-timing-unsafe-compare
  const payload = decode(body);
  if (!(payload.exp > now)) throw new StateError('Request state has expired.');
  return payload;
};
