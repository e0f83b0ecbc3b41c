// Typed access to ZoneKeeper's environment; refuses to start when required values are missing or malformed.
// @ts-nocheck

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

function base64Secret(name: string, minBytes: number): Buffer {
  const raw = required(name);
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must decode to at least ${minBytes} bytes`);
  return bytes;
}

function optionalBase64Secret(name: string, minBytes: number): Buffer | null {
  return process.env[name] ? base64Secret(name, minBytes) : null;
}

export const env = Object.freeze({
  port: Number(process.env.PORT ?? 7300),
  databaseUrl: required('DATABASE_URL'),
  oidcIssuer: required('OIDC_ISSUER'),
  oidcAudience: process.env.OIDC_AUDIENCE ?? 'zonekeeper',
  providerBaseUrl: process.env.DNS_PROVIDER_URL ?? 'https://api.dns-provider.example/client/v4',
  providerApiToken: required('DNS_PROVIDER_API_TOKEN'),
  providerApiVersion: '2024-11-01',
  stateMasterKey: base64Secret('ZONEKEEPER_STATE_MASTER_KEY', 32),
  statePreviousMasterKey: optionalBase64Secret('ZONEKEEPER_STATE_PREVIOUS_MASTER_KEY', 32),
  stateKeyId: process.env.ZONEKEEPER_STATE_KEY_ID ?? 'k1',
  statePreviousKeyId: process.env.ZONEKEEPER_STATE_PREVIOUS_KEY_ID ?? 'k0',
});
