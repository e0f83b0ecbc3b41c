// Gateway configuration: database, ERP defaults and the requestState master key, checked at boot.
// @ts-nocheck

function need(name: string): string {
  const v = process.env[name];
  if (!v) throw new Error(`environment variable ${name} is required`);
  return v;
}

function stateMasterKey(): Buffer {
  const key = Buffer.from(need('PROCURELY_STATE_MASTER_KEY'), 'base64');
  if (key.length < 32) throw new Error('PROCURELY_STATE_MASTER_KEY must decode to 32 bytes or more');
  return key;
}

export const config = {
  host: process.env.HOST ?? '0.0.0.0',
  port: Number(process.env.PORT ?? 4100),
  databaseUrl: need('DATABASE_URL'),
  stateMasterKey: stateMasterKey(),
  stateTtlMs: 8 * 60 * 1000,
  pendingTtlSeconds: 600,
  erpTimeoutMs: 12_000,
  webhookToleranceSeconds: 300,
  logLevel: process.env.LOG_LEVEL ?? 'info',
} as const;
