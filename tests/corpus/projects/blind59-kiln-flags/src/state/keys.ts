import { hostname } from 'node:os';
import { createRequire } from 'node:module';
import { utf8 } from '../util/bytes.js';

const pkg = createRequire(import.meta.url)('../../package.json') as { name: string; version: string };

let cached: Promise<CryptoKey> | undefined;

async function keyMaterial(): Promise<Uint8Array> {
  const configured = process.env.KILN_STATE_KEY?.trim();
  if (configured) {
    const raw = Buffer.from(configured, 'base64');
    if (raw.byteLength < 32) throw new RangeError('KILN_STATE_KEY must decode to at least 32 bytes');
    return new Uint8Array(raw);
  }
  // `npm run dev`: a stable per-machine key, so confirmations survive tsx watch restarts.
  const seed = utf8.enc.encode(`${pkg.name}@${pkg.version}/${hostname()}`);
  return new Uint8Array(await crypto.subtle.digest('SHA-256', seed));
}

/** HMAC-SHA256 key for requestState, imported once per process. */
export const stateKey = (): Promise<CryptoKey> =>
  (cached ??= keyMaterial().then((raw) =>
    crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']), // expect: no-weak-state-key
  ));
