import { hkdfSync } from 'node:crypto';

function required(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

// One master secret per environment (openssl rand -base64 48), from the secret store. Every key
// the service uses is derived from it, so rotating the master rotates all of them.
const master = Buffer.from(required('BIN_OPS_MASTER_SECRET'), 'base64');
if (master.length < 32) {
  throw new Error('BIN_OPS_MASTER_SECRET must decode to at least 32 bytes');
}

// HKDF: the salt and the info strings are public labels (domain separation), the master is the secret.
const derive = (label) => Buffer.from(hkdfSync('sha256', master, 'bin-ops', label, 32));

export const config = Object.freeze({
  port: Number(process.env.PORT || 8090),
  databaseUrl: required('DATABASE_URL'),
  // Break-glass token for the ops console; optional.
  opsToken: process.env.BIN_OPS_CONSOLE_TOKEN || null,
  stateKey: derive('mcp/request-state/v1'),
});
