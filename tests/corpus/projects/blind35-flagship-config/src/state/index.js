import { env } from '../env.js';
import { loadKeyRing } from '../secrets/keyring.js';
import { aeadSealer } from './aead.js';
import { bundledSealer } from './bundled.js';

const ring = await loadKeyRing();

/** Chosen once at start-up by STATE_SEALER; both seal (state, { userId, tool, args }) and open alike. */
export const stateSealer = env.STATE_SEALER === 'aead' ? aeadSealer(ring) : bundledSealer(ring);

console.info(`[flagship] request state: ${stateSealer.kind} sealer, keys ${ring.map((k) => k.id).join(', ')}`);
