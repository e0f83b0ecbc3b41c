// Loads support-queue runtime configuration, including the state key, from the environment.
// @ts-nocheck
// Runtime configuration. Everything security-relevant fails hard at boot.

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(`${name} is not set; refusing to start`);
  }
  return value;
}

function loadStateKey(): Uint8Array {
  const raw = Buffer.from(required('SUPPORT_QUEUE_STATE_KEY'), 'base64');
  if (raw.length < 32) {
    throw new Error('SUPPORT_QUEUE_STATE_KEY must decode to at least 32 bytes');
  }
  return new Uint8Array(raw);
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 0),
  stateKey: loadStateKey(),
  // pending confirmations live server-side; the client only ever sees a handle
  pendingTtlMs: 5 * 60 * 1000,
  codecTtlSeconds: 300,
  helpdeskUrl: process.env.HELPDESK_URL ?? 'http://localhost:8088',
});
