// Derives one AES-256-GCM requestState key per key id from the configured master secrets (HKDF-SHA256).
// @ts-nocheck
import { hkdfSync } from 'node:crypto';
import { config } from './config.js';

const SALT = Buffer.from('tideglass-lab-orders/v1');
const INFO = Buffer.from('requestState aes-256-gcm');

function derive(master: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', master, SALT, INFO, 32));
}

const byKid = new Map<string, Buffer>(config.stateMasters.map(({ kid, secret }) => [kid, derive(secret)]));
const currentKid = config.stateMasters[0].kid;

export const stateKeys = {
  current: { kid: currentKid, key: byKid.get(currentKid) as Buffer },
  forKid(kid: string): Buffer | undefined {
    return byKid.get(kid);
  },
};
