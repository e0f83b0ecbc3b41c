import { createHash, hkdfSync } from 'node:crypto';

// Request-state keys are derived from the deployment's master key, so rotating the master key
// (STEWARD_MASTER_KEY -> STEWARD_MASTER_KEY_PREVIOUS) rotates them too. The info string only
// separates this use of the master key from others; it is not secret.
const INFO = 'repo-steward/request-state/v1';

function readMaster(name) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < 32) throw new Error(`${name} must be base64 of at least 32 random bytes`);
  return bytes;
}

function derive(master) {
  const secret = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), INFO, 32));
  // A short public fingerprint names the key inside tokens, so rotation can pick the right one.
  const id = createHash('sha256').update(secret).digest('hex').slice(0, 12);
  return { id, secret };
}

/** Signing key first, then the one before the last rotation (still opens state minted just before). */
export function loadStateKeys() {
  const current = readMaster('STEWARD_MASTER_KEY');
  if (!current) throw new Error('STEWARD_MASTER_KEY is not set (openssl rand -base64 32)');
  const previous = readMaster('STEWARD_MASTER_KEY_PREVIOUS');
  return previous ? [derive(current), derive(previous)] : [derive(current)];
}
