// Derives the HS256 key for request-state tokens from the master key (HKDF-SHA256).
import { hkdfSync } from 'node:crypto';
import { config } from '../config.js';

const SALT = 'release-train-mcp';
const INFO = 'request-state/hs256/v2';

export const stateKey = new Uint8Array(hkdfSync('sha256', config.stateMasterKey, SALT, INFO, 32));
