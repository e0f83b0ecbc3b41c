// Reads and validates deployment settings; refuses to start without strong secrets.
// @ts-nocheck
function need(name) {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not configured`);
  return value;
}

function secretBytes(name, minBytes) {
  const bytes = Buffer.from(need(name), 'base64');
  if (bytes.length < minBytes) throw new Error(`${name} must be at least ${minBytes} random bytes, base64-encoded`);
  return bytes;
}

export const config = {
  port: Number(process.env.PORT ?? 8090),
  mongoUrl: need('MONGO_URL'),
  mongoDb: process.env.MONGO_DB ?? 'brokerage',
  oidcIssuer: need('OIDC_ISSUER'),
  oidcAudience: need('OIDC_AUDIENCE'),
  masterKey: secretBytes('BROKER_MASTER_KEY', 32),
  carrierWebhookSecret: secretBytes('CARRIER_WEBHOOK_SECRET', 32),
  gateway: {
    baseUrl: need('CUSTOMS_GATEWAY_URL'),
    apiKey: need('CUSTOMS_GATEWAY_API_KEY'),
    declarantEori: need('DECLARANT_EORI'),
  },
};
