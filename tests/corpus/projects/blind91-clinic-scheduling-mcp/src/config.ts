// Configuration for the clinic scheduling MCP server, validated at startup.
// @ts-nocheck
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export interface StateKeyEntry {
  kid: string;
  key: Buffer;
}

// STATE_KEYS="kid=base64;kid=base64": the first key seals, all keys open (rotation window).
function parseStateKeys(raw: string): StateKeyEntry[] {
  return raw
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [kid, b64] = part.split('=', 2);
      const key = Buffer.from(b64 ?? '', 'base64');
      if (!kid || key.length !== 32) throw new Error(`STATE_KEYS entry "${kid}" must be a 32-byte base64 key`);
      return { kid, key };
    });
}

export const config = {
  port: Number(process.env.PORT ?? 3100),
  databaseUrl: required('DATABASE_URL'),
  redisUrl: required('REDIS_URL'),
  ehrBaseUrl: required('EHR_BASE_URL'),
  ehrTokenUrl: required('EHR_TOKEN_URL'),
  ehrClientId: required('EHR_CLIENT_ID'),
  ehrClientSecret: required('EHR_CLIENT_SECRET'),
  ehrWebhookSecret: required('EHR_WEBHOOK_SECRET'),
  authPublicKey: required('AUTH_PUBLIC_KEY_PEM'),
  authIssuer: required('AUTH_ISSUER'),
  authAudience: process.env.AUTH_AUDIENCE ?? 'clinic-scheduling-mcp',
  apiVersion: 'fhir-r4/2024-10',
  stateTtlMs: 10 * 60 * 1000,
  holdTtlSeconds: 10 * 60,
  stateKeys: parseStateKeys(required('STATE_KEYS')),
};
