// Reads required secrets from the environment at start-up and exits if any is missing.
// Every secret this service needs, read once at start-up. No defaults:
// a missing or short value stops the process before it takes traffic.

function need(name) {
  const value = process.env[name];
  if (!value) {
    console.error(`refund-desk: ${name} is required`);
    process.exit(1);
  }
  return value;
}

export function loadStateKey() {
  const key = Buffer.from(need('REFUND_DESK_STATE_KEY'), 'base64');
  if (key.length < 32) {
    throw new Error('REFUND_DESK_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 32)');
  }
  return key;
}

export const paymentsApiKey = need('PAYMENTS_API_KEY');
export const paymentsBaseUrl = process.env.PAYMENTS_BASE_URL ?? 'https://api.payments.internal/v3';
