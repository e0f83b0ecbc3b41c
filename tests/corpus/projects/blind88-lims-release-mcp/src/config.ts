// Environment configuration for the LIMS batch-release MCP server.
// @ts-nocheck
import 'dotenv/config';

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const stateSecret = Buffer.from(need('LIMS_STATE_SECRET'), 'base64');
if (stateSecret.length < 32) {
  throw new Error('LIMS_STATE_SECRET must decode to at least 32 bytes');
}

export const config = {
  port: Number(process.env.PORT ?? 3900),
  logLevel: process.env.LOG_LEVEL ?? 'info',
  gatewayKey: need('GATEWAY_SHARED_KEY'),
  oidc: {
    issuer: need('OIDC_ISSUER'),
    audience: need('OIDC_AUDIENCE'),
  },
  lims: {
    baseUrl: need('LIMS_BASE_URL'),
    serviceToken: need('LIMS_SERVICE_TOKEN'),
  },
  stateSecret: new Uint8Array(stateSecret),
  stateIssuer: 'lims-release-mcp',
};
