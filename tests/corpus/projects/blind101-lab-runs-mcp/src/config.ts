// Reads lab-runs configuration from the environment; key material is validated in crypto/keys.ts.
// @ts-nocheck

function need(env: NodeJS.ProcessEnv, name: string): string {
  const value = env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  return {
    env: env.NODE_ENV ?? 'production',
    port: Number(env.PORT ?? 9300),
    mongoUrl: need(env, 'MONGO_URL'),
    mongoDb: env.MONGO_DB ?? 'lab',
    limsUrl: need(env, 'LIMS_API_URL'),
    limsToken: need(env, 'LIMS_API_TOKEN'),
    instrumentsUrl: need(env, 'INSTRUMENTS_API_URL'),
    instrumentsToken: need(env, 'INSTRUMENTS_API_TOKEN'),
    masterKeyB64: env.LAB_MASTER_KEY,
    webhookKeyHex: need(env, 'INSTRUMENT_WEBHOOK_KEY_HEX'),
    apiVersion: '2026-07',
  };
}

export type LabConfig = ReturnType<typeof loadConfig>;
