// Worker bindings and their validation. Secrets are set with
// `wrangler secret put CAL_STATE_KEY` (and CAL_STATE_KEY_PREVIOUS while a
// rotation is in progress).

export interface Env {
  CAL_STATE_KEY: string;
  CAL_STATE_KEY_PREVIOUS?: string;
  CAL_SERVICE_TOKEN: string;
  CAL_API: string;
  IDP_ISSUER: string;
  IDP_AUDIENCE: string;
  IDP_JWKS_URL: string;
}

export interface RuntimeConfig {
  stateKeys: Uint8Array[];
  calApi: string;
  serviceToken: string;
  idp: { issuer: string; audience: string; jwksUrl: URL };
}

export const DEFAULT_CALENDAR = 'primary';
const STATE_KEY_BYTES = 32;

function base64ToBytes(text: string): Uint8Array {
  const bin = atob(text.trim());
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

function stateKeyFrom(name: string, value: string | undefined): Uint8Array {
  if (!value) throw new Error(`${name} is not configured`);
  const bytes = base64ToBytes(value);
  if (bytes.length !== STATE_KEY_BYTES) {
    throw new Error(`${name} must decode to exactly ${STATE_KEY_BYTES} bytes (got ${bytes.length})`);
  }
  return bytes;
}

let cached: { source: Env; config: RuntimeConfig } | undefined;

export function runtimeConfig(env: Env): RuntimeConfig {
  if (cached && cached.source === env) return cached.config;
  const keys = [stateKeyFrom('CAL_STATE_KEY', env.CAL_STATE_KEY)];
  if (env.CAL_STATE_KEY_PREVIOUS) keys.push(stateKeyFrom('CAL_STATE_KEY_PREVIOUS', env.CAL_STATE_KEY_PREVIOUS));
  if (!env.CAL_SERVICE_TOKEN) throw new Error('CAL_SERVICE_TOKEN is not configured');
  const config: RuntimeConfig = {
    stateKeys: keys,
    calApi: env.CAL_API,
    serviceToken: env.CAL_SERVICE_TOKEN,
    idp: { issuer: env.IDP_ISSUER, audience: env.IDP_AUDIENCE, jwksUrl: new URL(env.IDP_JWKS_URL) },
  };
  cached = { source: env, config };
  return config;
}
