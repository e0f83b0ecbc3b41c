import { hkdfSync } from 'node:crypto';

function requireBase64(name, minBytes) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  const bytes = Buffer.from(value, 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return bytes;
}

// One master secret from the vault; per-purpose subkeys are derived with HKDF.
// The salt and info strings below are domain-separation labels, not secrets.
const masterKey = requireBase64('INSPECTIONS_MASTER_KEY', 32);

export const workOrderStateKey = Buffer.from(
  hkdfSync('sha256', masterKey, 'pipeline-inspections', 'request-state/work-order/aes-256-gcm', 32),
);

// @hapi/iron wants a password of at least 32 characters. The id only names the
// password (it is written into every sealed string) so that we can rotate.
const ironSecret = process.env.INSPECTIONS_IRON_PASSWORD;
if (!ironSecret || ironSecret.length < 32) {
  throw new Error('INSPECTIONS_IRON_PASSWORD must be set and at least 32 characters long');
}
export const ironPassword = { id: process.env.INSPECTIONS_IRON_PASSWORD_ID ?? 'p1', secret: ironSecret };
