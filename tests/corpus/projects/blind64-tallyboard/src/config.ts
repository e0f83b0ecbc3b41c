// Runtime configuration. Everything that can be wrong is checked here, once.

function bytes(name: string, min = 32): Buffer {
  const raw = process.env[name];
  const value = raw ? Buffer.from(raw, 'base64') : Buffer.alloc(0);
  if (value.length < min) throw new Error(`${name} must hold at least ${min} bytes, base64-encoded`);
  return value;
}

function text(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
}

export const cfg = {
  port: Number(process.env.PORT ?? 9300),
  k: bytes('TALLY_STATE_KEY'),
  hook: bytes('TALLY_ALERT_HOOK_KEY'),
  upstream: {
    base: process.env.TALLY_UPSTREAM_URL ?? 'http://127.0.0.1:9093',
    x: text('TALLY_UPSTREAM_SERVICE_TOKEN'),
  },
  introspect: text('TALLY_INTROSPECTION_URL'),
  // On-call approves pending changes from a phone, often after a page or two:
  // give them the hour the runbook promises.
  hold: 60 * 60,
} as const;
