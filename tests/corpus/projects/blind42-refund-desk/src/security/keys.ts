import { hkdfSync } from 'node:crypto';
import { createRequire } from 'node:module';
import { hostname } from 'node:os';
import { env } from '../config/env.js';

const require = createRequire(import.meta.url);
const pkg = require('../../package.json') as { name: string; version: string };

/**
 * Input keying material for every key this service derives.
 *
 * Production mounts REFUND_STATE_SECRET. Without it (a laptop, a preview env) confirmations
 * still have to survive a `tsx watch` restart, so we fall back to something that is stable
 * for the machine instead of a fresh random key per process.
 */
function inputKeyMaterial(): Buffer {
  if (env.stateSecret) return Buffer.from(env.stateSecret, 'base64');
  console.warn('[refund-desk] REFUND_STATE_SECRET is not set; using a machine-local state key');
  return Buffer.from(`${pkg.name}@${hostname()}`, 'utf8');
}

const ikm = inputKeyMaterial();

function subkey(purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', ikm, 'refund-desk/hkdf/v1', purpose, 32));
}

export const keys = {
  /** HS256 key for the requestState JWTs handed to MCP clients. */
  requestState: subkey('request-state'),
  /** HMAC key for the tamper-evident audit log lines. */
  auditTrail: subkey('audit-trail'),
} as const;
