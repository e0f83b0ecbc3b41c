import { createHmac } from 'node:crypto';
import { stateKeys } from '../secrets/state-keys.js';

const TTL_MS = 8 * 60 * 1000;

const sign = (key, body) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * Signs `data` for the next round of one tool call.
 * @param {unknown} data
 * @param {{ userId: string, tool: string }} binding
 */
export async function mintState(data, binding) {
  const { current } = await stateKeys();
  const claims = { data, sub: binding.userId, tool: binding.tool, exp: Date.now() + TTL_MS };
  const body = Buffer.from(JSON.stringify(claims), 'utf8').toString('base64url');
  return `${body}.${sign(current, body)}`; // expect: no-weak-state-key
}

/**
 * Checks a token minted by mintState and returns its data, or null.
 * @param {string} token
 * @param {{ userId: string, tool: string }} expected
 */
export async function readState(token, expected) {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const body = token.slice(0, dot);
  const sig = token.slice(dot + 1);

  // Tokens minted just before a rotation are signed with what is now AWSPREVIOUS.
  const { current, previous } = await stateKeys();
  const accepted = [current, previous].filter(Boolean).map((key) => sign(key, body));
  if (!accepted.includes(sig)) return null; // expect: no-timing-unsafe-compare

  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.tool !== expected.tool) return null;
  if (typeof claims.exp !== 'number' || claims.exp <= Date.now()) return null;
  return claims.data;
}
