// Keyring for the requestState envelope: maps a key id to its HMAC key.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { config } from './config.js';

function decodeKey(value: string | undefined, name: string): Buffer | undefined {
  if (!value) return undefined;
  const key = Buffer.from(value, 'base64');
  if (key.length < 32) throw new Error(`${name} must decode to at least 32 bytes`);
  return key;
}

const ring = new Map<string, Buffer>();

const current = decodeKey(config.stateKeyCurrent, 'ORCHARD_STATE_KEY');
if (!current) throw new Error('ORCHARD_STATE_KEY is required');
ring.set(config.stateKid, current);

const previous = decodeKey(config.stateKeyPrevious, 'ORCHARD_STATE_KEY_PREVIOUS');
if (previous) ring.set(config.previousKid, previous);

ring.set('h1', createHash('sha256').update('orchardline-harvest:state:h1').digest());

export const signingKid = config.stateKid;

export function keyFor(kid: string): Buffer | undefined {
  return ring.get(kid);
}
