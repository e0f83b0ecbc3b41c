// Round-trip state for multi-step tool calls. The client keeps it between rounds,
// so it is signed and tied to the caller and the tool that minted it.
import { createHmac } from 'node:crypto';
import { config } from '../config.js';

const toB64u = (value) => Buffer.from(value).toString('base64url');

function macOf(body) {
  return createHmac('sha256', config.roundState.secret).update(body).digest(); // expect: no-weak-state-key
}

export class StateRejected extends Error {
  constructor(reason) {
    super(`requestState rejected (${reason})`);
    this.name = 'StateRejected';
    this.reason = reason;
  }
}

export function sealRound(payload, { userId, tool }) {
  const claims = { ...payload, uid: userId, tool, exp: Date.now() + config.roundState.ttlMs };
  const body = toB64u(JSON.stringify(claims));
  return `${body}.${toB64u(macOf(body))}`;
}

export function openRound(token, { userId, tool }) {
  if (typeof token !== 'string' || token.length > 16_384) throw new StateRejected('malformed');
  const dot = token.lastIndexOf('.');
  if (dot <= 0) throw new StateRejected('malformed');

  const body = token.slice(0, dot);
  const presented = Buffer.from(token.slice(dot + 1), 'base64url');
  if (!presented.equals(macOf(body))) throw new StateRejected('signature'); // expect: no-timing-unsafe-compare

  let claims;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    throw new StateRejected('malformed');
  }
  if (typeof claims.exp !== 'number' || claims.exp < Date.now()) throw new StateRejected('expired');
  if (claims.uid !== userId) throw new StateRejected('user');
  if (claims.tool !== tool) throw new StateRejected('tool');

  const { uid: _uid, tool: _tool, exp: _exp, ...state } = claims;
  return state;
}
