// Derives the AES state key and legacy MAC key from the gateway state secret.
// @ts-nocheck
import { createHash } from 'crypto';

// 32-byte key for AES-256-GCM. The env value may be any length; hash it down.
const secret = process.env.GATEWAY_STATE_SECRET || 'analytics-gateway-local-dev-secret';

export const STATE_KEY: Buffer = createHash('sha256').update(secret).digest();

/** v0.x signed its state with HMAC under the same secret. */
export const LEGACY_MAC_KEY: Buffer = createHash('sha256').update(`legacy:${secret}`).digest();
