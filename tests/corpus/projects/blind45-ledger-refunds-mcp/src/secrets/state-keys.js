import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import pino from 'pino';
import { env } from '../env.js';
import { secretBytes } from './aws.js';

const log = pino({ name: 'state-keys' });
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

// Rotation runs in a Lambda every 30 days; re-read now and then so a rotation is picked up
// without a redeploy. AWSPREVIOUS keeps tokens minted just before the rotation valid.
const REFRESH_MS = 5 * 60 * 1000;

let ring = null;
let loadedAt = 0;
let inflight = null;

function decodeKey(bytes) {
  // The rotation Lambda stores base64 text in SecretString.
  const key = Buffer.from(bytes.toString('utf8').trim(), 'base64');
  if (key.length < 32) throw new Error(`state key from ${env.STATE_SECRET_ID} is ${key.length} bytes, need 32`);
  return key;
}

async function load() {
  if (env.APP_ENV === 'local') {
    // Laptops have no AWS credentials. Anything stable works here, so restarts keep pending confirmations.
    const localKey = createHash('sha256').update(`${pkg.name}:${hostname()}`).digest();
    return { current: localKey, previous: null };
  }
  const [current, previous] = await Promise.all([
    secretBytes(env.STATE_SECRET_ID, 'AWSCURRENT'),
    secretBytes(env.STATE_SECRET_ID, 'AWSPREVIOUS'),
  ]);
  return { current: decodeKey(current), previous: previous ? decodeKey(previous) : null };
}

/** { current, previous } HMAC keys; `current` signs, both verify. */
export async function stateKeys() {
  if (ring && Date.now() - loadedAt < REFRESH_MS) return ring;
  inflight ??= load()
    .then((next) => {
      ring = next;
      loadedAt = Date.now();
      return next;
    })
    .catch((err) => {
      if (ring) {
        log.warn({ err }, 'state key refresh failed, keeping the keys we have');
        return ring;
      }
      throw err;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}
