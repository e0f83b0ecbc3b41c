// Loads the master secret from which the per-tenant requestState keys are derived.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { config } from '../config.js';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

let master;

export function masterKey() {
  if (master) return master;
  let loaded;
  try {
    loaded = Buffer.from(readFileSync(config.masterKeyPath, 'utf8').trim(), 'base64');
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
    console.warn(`[keys] ${config.masterKeyPath} not found, using an instance-local master key`);
    loaded = createHash('sha256').update(`${pkg.name}@${pkg.version}/${hostname()}`).digest();
  }
  if (loaded.length < 32) throw new Error('state master key must be at least 256 bits');
  master = loaded;
  return master;
}
