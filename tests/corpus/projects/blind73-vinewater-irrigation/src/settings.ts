// Process settings for Vinewater, including the master secrets the state keys are derived from.
// @ts-nocheck

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`environment variable ${name} is required`);
  return value;
}

function masterSecret(name: string, optional = false): Buffer | null {
  const raw = process.env[name];
  if (!raw) {
    if (optional) return null;
    throw new Error(`${name} is required (64+ hex characters from a CSPRNG)`);
  }
  if (!/^[0-9a-fA-F]{64,}$/.test(raw)) throw new Error(`${name} must be at least 32 bytes of hex`);
  return Buffer.from(raw, 'hex');
}

export const settings = {
  port: Number(process.env.PORT ?? 7300),
  sqlitePath: process.env.VINEWATER_DB ?? '/var/lib/vinewater/vinewater.db',
  idp: {
    issuer: need('VINEWATER_IDP_ISSUER'),
    audience: process.env.VINEWATER_IDP_AUDIENCE ?? 'vinewater-mcp',
  },
  controller: {
    baseUrl: process.env.HYDROCLOUD_API_URL ?? 'https://api.hydrocloud.example/v1',
    apiKey: need('HYDROCLOUD_API_KEY'),
  },
  state: {
    currentKeyId: process.env.VINEWATER_STATE_KEY_ID ?? 'primary',
    currentMaster: masterSecret('VINEWATER_STATE_MASTER'),
    previousMaster: masterSecret('VINEWATER_STATE_MASTER_PREVIOUS', true),
    ttlMs: 5 * 60 * 1000,
  },
};
