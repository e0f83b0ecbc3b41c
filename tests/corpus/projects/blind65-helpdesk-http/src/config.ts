function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

const stateKey = Buffer.from(required('HELPDESK_STATE_KEY'), 'base64');
if (stateKey.length < 32) {
  throw new Error('HELPDESK_STATE_KEY must decode to at least 32 bytes (openssl rand -base64 32)');
}

export const config = {
  port: Number(process.env.PORT ?? 8787),
  host: process.env.HOST ?? '127.0.0.1',
  ticketsApi: process.env.TICKETS_API_URL ?? 'http://127.0.0.1:9400/api',
  ticketsApiToken: required('TICKETS_API_TOKEN'),
  stateKey,
  maxBodyBytes: 1_000_000,
} as const;
