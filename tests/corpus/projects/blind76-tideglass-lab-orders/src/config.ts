// Environment configuration; state master secrets are required, base64, at least 32 bytes each, no defaults.
// @ts-nocheck
function required(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

/** TIDEGLASS_STATE_MASTERS="k2:<base64>,k1:<base64>" — the first entry seals, every entry can open. */
function stateMasters(): { kid: string; secret: Buffer }[] {
  const entries = required('TIDEGLASS_STATE_MASTERS').split(',').map((s) => s.trim()).filter(Boolean);
  if (entries.length === 0) throw new Error('TIDEGLASS_STATE_MASTERS has no entries');
  return entries.map((entry) => {
    const colon = entry.indexOf(':');
    const kid = entry.slice(0, colon);
    const secret = Buffer.from(entry.slice(colon + 1), 'base64');
    if (colon < 1 || !/^[a-z0-9]{1,8}$/.test(kid)) throw new Error(`bad key id in TIDEGLASS_STATE_MASTERS: "${kid}"`);
    if (secret.length < 32) throw new Error(`state master ${kid} must decode to at least 32 bytes`);
    return { kid, secret };
  });
}

function secretBytes(name: string, minBytes: number): Buffer {
  const bytes = Buffer.from(required(name), 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return bytes;
}

export const config = {
  port: Number(process.env.PORT ?? 7070),
  databaseUrl: required('DATABASE_URL'),
  issuer: required('TIDEGLASS_ISSUER'),
  audience: required('TIDEGLASS_AUDIENCE'),
  jwksUrl: required('TIDEGLASS_JWKS_URL'),
  limsUrl: required('LIMS_URL'),
  limsTokenUrl: required('LIMS_TOKEN_URL'),
  limsClientId: required('LIMS_CLIENT_ID'),
  limsClientSecret: required('LIMS_CLIENT_SECRET'),
  limsCallbackSecret: secretBytes('LIMS_CALLBACK_SECRET', 32),
  stateMasters: stateMasters(),
  stateTtlMs: 10 * 60 * 1000,
};
