// Reads required billing settings from the environment and exits when the Stripe key or state key is missing.
// @ts-nocheck
function mustGet(name: string): string {
  const value = process.env[name];
  if (value === undefined || value === '') {
    console.error(`[billing-ops] ${name} is required`);
    process.exit(78); // EX_CONFIG
  }
  return value;
}

function loadStateKey(): Uint8Array {
  const key = Buffer.from(mustGet('BILLING_STATE_KEY'), 'base64');
  if (key.byteLength < 32) {
    console.error('[billing-ops] BILLING_STATE_KEY must be at least 32 random bytes, base64-encoded');
    process.exit(78);
  }
  return new Uint8Array(key);
}

export const env = {
  port: Number(process.env.PORT ?? 8080),
  stripeSecretKey: mustGet('STRIPE_SECRET_KEY'),
  stateKey: loadStateKey(),
} as const;
