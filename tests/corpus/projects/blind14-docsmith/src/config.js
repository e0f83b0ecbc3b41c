import { Buffer } from 'node:buffer';

const required = (name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

/** 32 random bytes, base64: `openssl rand -base64 32`. Refuses to start without it. */
function loadStateKey() {
  const key = Buffer.from(process.env.DOCSMITH_STATE_KEY ?? '', 'base64');
  if (key.length !== 32) {
    throw new Error('DOCSMITH_STATE_KEY must decode to exactly 32 bytes (AES-256-GCM)');
  }
  return key;
}

export const config = Object.freeze({
  port: Number.parseInt(process.env.PORT ?? '9001', 10),
  issuer: required('DOCSMITH_ISSUER'),
  audience: process.env.DOCSMITH_AUDIENCE ?? 'docsmith',
  publishApi: required('DOCSMITH_PUBLISH_API'),
  tokenBroker: required('DOCSMITH_TOKEN_BROKER'),
  stateKey: loadStateKey(),
  stateTtlMs: 5 * 60_000,
  jobTtlMs: 10 * 60_000,
  // how long a published revision stays cached at the edge; unrelated to requestState
  cdnMaxAgeSeconds: 24 * 60 * 60,
});
