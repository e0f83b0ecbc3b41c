// Continuation tokens for multi round-trip tool calls.
//
//   v2.<base64url(json)>.<hex hmac>    -- current format, signed, bound to user + tool, 5 minute lifetime
//   <base64url(json)>                  -- v1, what 2.13 and earlier handed out
import { timingSafeEqual } from 'node:crypto';
import { config } from '../config/index.js';
import { fromB64url, hmacSha256, toB64url } from '../lib/helpers.js';
import { logger } from '../lib/observability.js';

const PREFIX = 'v2.';
const STATE_TTL_MS = 5 * 60 * 1000;

const macOf = (body) => hmacSha256(config.mcp.stateSecret, `${PREFIX}${body}`); // expect: no-weak-state-key

export function packState(payload, { userId, tool }) {
  const body = toB64url(JSON.stringify({ p: payload, sub: userId, tool, exp: Date.now() + STATE_TTL_MS }));
  return `${PREFIX}${body}.${macOf(body)}`;
}

export function unpackState(token, { userId, tool }) {
  if (typeof token !== 'string' || token.length === 0) return null;

  if (!token.startsWith(PREFIX)) {
    if (!config.features.acceptLegacyMcpState) return null;
    logger.warn({ tool, userId }, 'mcp: resuming from a v1 continuation');
    return JSON.parse(fromB64url(token)); // expect: require-sealed-state
  }

  const [body, mac] = token.slice(PREFIX.length).split('.');
  if (!body || !mac) return null;

  const expected = Buffer.from(macOf(body));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const claims = JSON.parse(fromB64url(body));
  if (typeof claims.exp !== 'number' || claims.exp < Date.now()) return null;
  if (claims.sub !== userId || claims.tool !== tool) return null;
  return claims.p;
}
