// Reads clinic server configuration and validates the secrets it depends on.
// @ts-nocheck
function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`missing environment variable ${name}`);
  return v;
}

function masterKey(name: string): Buffer {
  const key = Buffer.from(need(name), 'base64');
  if (key.length < 32) throw new Error(`${name} must be at least 32 random bytes, base64-encoded`);
  return key;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 3900),
  databaseUrl: need('DATABASE_URL'),
  amqpUrl: need('AMQP_URL'),
  introspection: {
    url: need('IDP_INTROSPECTION_URL'),
    clientId: need('IDP_CLIENT_ID'),
    clientSecret: need('IDP_CLIENT_SECRET'),
  },
  stateMasterKey: masterKey('STATE_MASTER_KEY'),
  sms: {
    baseUrl: process.env.SMS_API_URL ?? 'https://api.sms-gateway.example.net/v1',
    apiKey: need('SMS_API_KEY'),
    webhookSecret: need('SMS_WEBHOOK_SECRET'),
    sender: process.env.SMS_SENDER ?? 'ClinicDesk',
  },
  rpcTimeoutMs: Number(process.env.RPC_TIMEOUT_MS ?? 15_000),
});
