// Reads Berthline settings from the environment once at start-up.
// @ts-nocheck

export interface BerthlineConfig {
  port: number;
  databaseUrl: string;
  idpIntrospectionUrl: string;
  idpClientId: string;
  idpClientSecret: string;
  authorityBaseUrl: string;
  stateSecret: Uint8Array;
  tariffCurrency: string;
}

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing required environment variable ${name}`);
  return value;
}

export function loadConfig(): BerthlineConfig {
  return {
    port: Number(process.env.PORT ?? 8787),
    databaseUrl: required('DATABASE_URL'),
    idpIntrospectionUrl: required('HARBOR_IDP_INTROSPECT_URL'),
    idpClientId: required('HARBOR_IDP_CLIENT_ID'),
    idpClientSecret: required('HARBOR_IDP_CLIENT_SECRET'),
    authorityBaseUrl: process.env.PORT_AUTHORITY_URL ?? 'https://api.portauthority.example/v2',
    stateSecret: new TextEncoder().encode(process.env.BERTH_STATE_SECRET ?? 'berthline-round-trip'),
    tariffCurrency: process.env.TARIFF_CURRENCY ?? 'EUR',
  };
}
