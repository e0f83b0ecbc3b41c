// Environment-driven settings for the DocketDesk MCP server.
// @ts-nocheck
import { readFileSync } from 'node:fs';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

export const settings = {
  service: { name: pkg.name as string, version: pkg.version as string },
  port: Number(process.env.PORT ?? 3030),
  firmSlug: process.env.FIRM_SLUG ?? 'hartwell-oduya',
  databaseUrl: required('DATABASE_URL'),
  issuer: required('OIDC_ISSUER'),
  audience: process.env.OIDC_AUDIENCE ?? 'docketdesk-mcp',
  efilingBaseUrl: process.env.EFILING_BASE_URL ?? 'https://efile.courts.example.gov/api/v3',
  vault: {
    addr: process.env.VAULT_ADDR ?? 'https://vault.internal:8200',
    token: required('VAULT_TOKEN'),
    mount: process.env.VAULT_EFILING_MOUNT ?? 'efiling',
  },
  stateKeyB64: process.env.DOCKET_STATE_KEY,
  stateTtlSeconds: 600,
};
