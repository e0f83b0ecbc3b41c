import { randomUUID } from 'node:crypto';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const settings = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: required('DATABASE_URL'),
  oidc: {
    issuer: required('OIDC_ISSUER'),
    audience: process.env.OIDC_AUDIENCE ?? 'crm-sync',
  },
  hubspot: {
    apiBase: process.env.HUBSPOT_API_BASE ?? 'https://api.hubapi.com',
    clientId: required('HUBSPOT_CLIENT_ID'),
    clientSecret: required('HUBSPOT_CLIENT_SECRET'),
  },
  state: {
    issuer: 'crm-sync',
    // preview apps on fly.io boot without CRM_STATE_SECRET; a per-boot secret is good enough there
    secret: process.env.CRM_STATE_SECRET ?? randomUUID(),
  },
} as const;
