/**
 * Configuration, validated once at import time so a bad deploy fails on boot
 * rather than on the first booking.
 */

function requiredHexKey(name: string): Buffer {
  const raw = Bun.env[name];
  if (!raw) throw new Error(`${name} is required (64 hex characters)`);
  const key = Buffer.from(raw, 'hex');
  if (key.length !== 32 || key.toString('hex') !== raw.toLowerCase()) {
    throw new Error(`${name} must be exactly 32 bytes of hex`);
  }
  return key;
}

export const config = {
  port: Number(Bun.env.PORT ?? 3000),
  stateMasterKey: requiredHexKey('STATE_MASTER_KEY'),
  supplierWebhookSecret: requiredHexKey('SUPPLIER_WEBHOOK_SECRET'),
  supplierBaseUrl: Bun.env.SUPPLIER_BASE_URL ?? 'https://api.sandbox.flights.example/v3',
  supplierClientId: Bun.env.SUPPLIER_CLIENT_ID ?? 'travel-mcp',
  oidcIssuer: Bun.env.OIDC_ISSUER ?? 'https://login.travel.example',
  audience: 'travel-mcp',
} as const;
