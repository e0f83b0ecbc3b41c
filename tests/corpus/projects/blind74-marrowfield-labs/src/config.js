// Process configuration assembled from environment variables.
import { loadStateKey, loadWebhookSecret } from './secrets.js';

function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 8090),
  mongoUrl: need('MONGO_URL'),
  mongoDb: process.env.MONGO_DB ?? 'marrowfield',
  issuer: need('OIDC_ISSUER'),
  jwksUrl: need('OIDC_JWKS_URL'),
  audience: 'https://mcp.marrowfield.example',
  apiVersion: '2026-07-28',
  stateKey: loadStateKey(),
  stateTtlSeconds: 300,
  webhookSecret: loadWebhookSecret(),
  lis: { baseUrl: need('LIS_BASE_URL'), apiKey: need('LIS_API_KEY') },
  payer: { baseUrl: need('PAYER_GATEWAY_URL'), apiKey: need('PAYER_GATEWAY_KEY') },
  portal: { baseUrl: need('PORTAL_BASE_URL'), apiKey: need('PORTAL_API_KEY') },
};
