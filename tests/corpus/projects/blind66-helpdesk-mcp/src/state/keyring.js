import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { config } from '../config.js';

function parseRing(json) {
  const entries = JSON.parse(json);
  if (!Array.isArray(entries) || entries.length === 0) throw new Error('HELPDESK_STATE_JWT_KEYS is empty');
  return entries.map(({ kid, secret }) => ({ kid, key: Buffer.from(secret, 'base64') }));
}

// `npm run dev` and the preview deployments have no secrets wired in. A stable key keeps
// conversations alive across restarts there.
function localRing() {
  return [{ kid: 'local', key: createHash('sha256').update(`${config.name}:${hostname()}`).digest() }];
}

export const ring = config.jwtKeys ? parseRing(config.jwtKeys) : localRing();

export const signingKey = () => ring[0];

export const keyFor = (kid) => ring.find((entry) => entry.kid === kid)?.key;
