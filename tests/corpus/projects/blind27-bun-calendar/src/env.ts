const MIN_KEY_BYTES = 32;

function stateKey(): Uint8Array {
  const raw = Bun.env.CAL_STATE_KEY ?? '';
  const key = Buffer.from(raw, 'base64');
  if (key.length < MIN_KEY_BYTES) {
    throw new Error(
      `CAL_STATE_KEY must be at least ${MIN_KEY_BYTES} random bytes, base64-encoded ` +
        `(got ${key.length}). Generate one with: openssl rand -base64 32`,
    );
  }
  return new Uint8Array(key);
}

function required(name: string): string {
  const v = Bun.env[name];
  if (!v) throw new Error(`${name} is not set`);
  return v;
}

const env = Object.freeze({
  port: Number(Bun.env.PORT ?? 8080),
  calendarApi: required('CALENDAR_API_URL'),
  calendarServiceToken: required('CALENDAR_SERVICE_TOKEN'),
  introspectionUrl: required('INTROSPECTION_URL'),
  audience: Bun.env.MCP_AUDIENCE ?? 'https://calendar-mcp.example.com',
  stateKey: stateKey(),
  stateTtlSeconds: 5 * 60,
});

export default env;
