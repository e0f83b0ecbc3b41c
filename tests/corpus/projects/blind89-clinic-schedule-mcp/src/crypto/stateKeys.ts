// Derives purpose-specific keys from the master secret provided by the deployment's secret store.
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { config } from '../config.js';

const SALT = Buffer.from('clinic-schedule-mcp/state-keys/v2', 'utf8');

function derive(info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', config.stateMasterKey, SALT, info, 32));
}

export const stateKeys = Object.freeze({
  requestState: derive('request-state/aes-256-gcm'),
});
