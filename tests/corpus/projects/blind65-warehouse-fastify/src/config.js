// All configuration is read here, once, and the process refuses to start without it.

function need(name) {
  const value = process.env[name];
  if (value === undefined || value === '') throw new Error(`${name} must be set`);
  return value;
}

// 32 random bytes, base64: `openssl rand -base64 32`. Shared by every replica so any
// instance can open state another one sealed.
const stateKey = Buffer.from(process.env.WAREHOUSE_STATE_KEY ?? '', 'base64');
if (stateKey.length !== 32) {
  throw new Error('WAREHOUSE_STATE_KEY must be exactly 32 bytes, base64-encoded');
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 3400),
  databaseUrl: need('DATABASE_URL'),
  stateKey,
  stateTtlMs: 8 * 60 * 1000,
  recountTtlMs: 10 * 60 * 1000,
});
