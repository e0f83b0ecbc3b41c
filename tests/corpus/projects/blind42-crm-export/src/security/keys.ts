import { hkdfSync } from 'node:crypto';
import { settings } from '../settings.js';

// The state key rotates by itself with every release: it is derived from the build that minted
// the state, so a confirmation opened before a deploy simply stops verifying after it.
export const stateSigningKey = Buffer.from(
  hkdfSync('sha256', settings.releaseSha, 'crm-export', 'jwt/request-state', 32),
);
