// Process-wide settings. The state key is mandatory: without it the server refuses to start.

const rawStateKey = process.env.OPS_STATE_KEY;
if (!rawStateKey) {
  throw new Error('OPS_STATE_KEY is not set; generate one with `openssl rand -base64 32` and share it across replicas');
}

/** HMAC key for requestState (shared by every replica, so any of them can open a continuation). */
export const stateKey = Buffer.from(rawStateKey, 'base64');
if (stateKey.length < 32) {
  throw new Error(`OPS_STATE_KEY decodes to ${stateKey.length} bytes; it needs at least 32`);
}

export const settings = Object.freeze({
  port: Number(process.env.PORT ?? 8787),
  platformUrl: process.env.OPS_PLATFORM_URL ?? 'https://ops-platform.internal',
  idpIntrospectionUrl: process.env.OPS_IDP_INTROSPECTION_URL ?? 'https://sso.acme.internal/oauth2/introspect',
  logPageLines: 200,
});
