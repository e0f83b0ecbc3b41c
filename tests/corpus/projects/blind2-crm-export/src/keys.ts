import { hkdfSync } from 'node:crypto';

/**
 * One master secret from the secret manager (mounted as an env var by the
 * deployment), and purpose-specific subkeys derived from it with HKDF so a
 * leak of one subkey does not expose the others.
 */
function masterSecret(): Buffer {
  const b64 = process.env.CRM_EXPORT_MASTER_KEY;
  if (b64 === undefined) throw new Error('CRM_EXPORT_MASTER_KEY is not set');
  const secret = Buffer.from(b64, 'base64');
  if (secret.length < 32) throw new Error('CRM_EXPORT_MASTER_KEY must be >= 32 random bytes');
  return secret;
}

const SALT = Buffer.from('crm-export/v1', 'utf8');

function subkey(purpose: string, length = 32): Uint8Array {
  return new Uint8Array(hkdfSync('sha256', masterSecret(), SALT, purpose, length));
}

export const keys = {
  requestState: subkey('mcp request state jwt'),
  downloadLinks: subkey('signed download links'),
};
