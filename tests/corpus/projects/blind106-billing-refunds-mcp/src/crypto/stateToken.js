// Versioned, HMAC-signed requestState ("r2.<kid>.<body>.<mac>") under per-workspace keys derived with HKDF.
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { activeKid, masterFor } from './dataKeys.js';

const FORMAT = 'r2';
const TTL_SECONDS = 600;
const derived = new Map();

export class StateRejected extends Error {}

function workspaceKey(kid, workspaceId) {
  const master = masterFor(kid);
  if (!master) return undefined;
  const cacheKey = `${kid}\u0000${workspaceId}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', master, `workspace:${workspaceId}`, 'billing-refunds/request-state/r2', 32));
    derived.set(cacheKey, key);
  }
  return key;
}

function mac(key, input) {
  return createHmac('sha256', key).update(input).digest('base64url');
}

export function sealState(payload, { agentId, workspaceId, tool, now = Date.now() }) {
  const kid = activeKid();
  const body = Buffer.from(
    JSON.stringify({ p: payload, sub: agentId, ws: workspaceId, tool, exp: Math.floor(now / 1000) + TTL_SECONDS }),
  ).toString('base64url');
  const input = `${FORMAT}.${kid}.${body}`;
  return `${input}.${mac(workspaceKey(kid, workspaceId), input)}`;
}

export function openState(token, { agentId, workspaceId, tool, now = Date.now() }) {
  if (typeof token !== 'string' || token.length > 4096) throw new StateRejected('missing requestState');
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== FORMAT) throw new StateRejected('unsupported requestState format');
  const [, kid, body, tag] = parts;
  const key = workspaceKey(kid, workspaceId);
  if (!key) throw new StateRejected('unknown requestState key');
  const want = Buffer.from(mac(key, `${FORMAT}.${kid}.${body}`), 'utf8');
  const got = Buffer.from(tag, 'utf8');
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw new StateRejected('requestState signature mismatch');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.sub !== agentId || claims.ws !== workspaceId || claims.tool !== tool) {
    throw new StateRejected('requestState belongs to another request');
  }
  if (!Number.isInteger(claims.exp) || claims.exp <= Math.floor(now / 1000)) throw new StateRejected('requestState expired');
  return claims.p;
}
