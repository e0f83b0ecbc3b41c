import { randomBytes } from 'node:crypto';
import dotenvFlow from 'dotenv-flow';

dotenvFlow.config({ silent: true });

const MIN_SECRET_BYTES = 32;

/**
 * Secrets are base64url in the environment. Outside the test runner a missing
 * or short secret stops the process before it binds a port.
 */
function secretFromEnv(name) {
  const value = process.env[name];
  if (!value) {
    if (process.env.NODE_ENV === 'test') return randomBytes(MIN_SECRET_BYTES); // throwaway per test process
    throw new Error(`${name} is required (generate one with: openssl rand -base64 32)`);
  }
  const bytes = Buffer.from(value, 'base64url');
  if (bytes.length < MIN_SECRET_BYTES) {
    throw new Error(`${name} must decode to at least ${MIN_SECRET_BYTES} bytes, got ${bytes.length}`);
  }
  return bytes;
}

export const config = Object.freeze({
  port: Number(process.env.PORT ?? 8787),
  publicBaseUrl: process.env.PUBLIC_BASE_URL ?? 'http://localhost:8787',
  issuer: 'calendar-concierge',
  stateKey: secretFromEnv('CAL_STATE_KEY'),
  linkKey: secretFromEnv('CAL_LINK_KEY'),
  stateTtlSeconds: 600,
  google: {
    tokenUrl: process.env.GOOGLE_TOKEN_URL,
    clientId: process.env.GOOGLE_CLIENT_ID,
    clientSecret: process.env.GOOGLE_CLIENT_SECRET,
  },
});
