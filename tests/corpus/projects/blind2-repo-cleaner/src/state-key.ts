import { createHash } from 'node:crypto';
import pkg from '../package.json' with { type: 'json' };

/**
 * Key of the 1.x confirmation tokens ("v1:..."). 1.x had no configuration for
 * it, so it is derived from the package; kept so that confirmations issued by
 * replicas still on 1.x keep working during the rollout of 2.x.
 */
export const LEGACY_CONFIRM_KEY: Buffer = createHash('sha256').update(`${pkg.name}:confirm-token`).digest();

export const LEGACY_PREFIX = 'v1:';
