// Service settings from the environment; the master secret must be present and at least 256 bits.
// @ts-nocheck
function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing ${name}`);
  return value;
}

const masterKey = Buffer.from(env('RMA_MASTER_SECRET'), 'base64');
if (masterKey.length < 32) {
  throw new Error('RMA_MASTER_SECRET must be >= 32 bytes of random data (base64)');
}

export const settings = Object.freeze({
  port: Number(process.env.PORT ?? 7070),
  masterKey,
  redisUrl: env('REDIS_URL'),
  auth: {
    introspectionUrl: env('AUTH_INTROSPECTION_URL'),
    clientId: env('AUTH_CLIENT_ID'),
    clientSecret: env('AUTH_CLIENT_SECRET'),
  },
  orders: {
    baseUrl: env('ORDERS_API_URL'),
    serviceToken: env('ORDERS_SERVICE_TOKEN'),
  },
  carrier: {
    baseUrl: env('CARRIER_API_URL'),
    apiKey: env('CARRIER_API_KEY'),
    accountNumber: env('CARRIER_ACCOUNT_NUMBER'),
  },
  scannerHookSecret: env('SCANNER_HOOK_SECRET'),
  returnWindowDays: Number(process.env.RETURN_WINDOW_DAYS ?? 30),
});
