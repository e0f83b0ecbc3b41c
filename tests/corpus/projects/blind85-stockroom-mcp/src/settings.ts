// Decodes Stockroom settings from the environment with io-ts and loads the request-state keys.
// @ts-nocheck
import * as t from 'io-ts';
import { isLeft } from 'fp-ts/lib/Either.js';
import { PathReporter } from 'io-ts/lib/PathReporter.js';

const Optional = t.union([t.string, t.undefined]);

const EnvCodec = t.type({
  PORT: Optional,
  DATABASE_URL: t.string,
  WMS_BASE_URL: t.string,
  WMS_API_KEY: t.string,
  OIDC_ISSUER: t.string,
  OIDC_AUDIENCE: t.string,
  STATE_KEY_ID: t.string,
  STATE_KEY_PREVIOUS_ID: Optional,
});

function loadStateKey(variable: string): Buffer {
  const encoded = process.env[variable] ?? '';
  const key = Buffer.from(encoded, 'base64');
  if (key.length < 32) {
    throw new Error(`${variable} must hold at least 32 random bytes, base64 encoded`);
  }
  return key;
}

export function loadSettings() {
  const decoded = EnvCodec.decode(process.env);
  if (isLeft(decoded)) {
    throw new Error(`Invalid Stockroom settings: ${PathReporter.report(decoded).join('; ')}`);
  }
  const e = decoded.right;
  const stateKeys = new Map<string, Buffer>([[e.STATE_KEY_ID, loadStateKey('STATE_KEY_CURRENT')]]);
  if (e.STATE_KEY_PREVIOUS_ID) {
    stateKeys.set(e.STATE_KEY_PREVIOUS_ID, loadStateKey('STATE_KEY_PREVIOUS'));
  }
  return {
    port: Number(e.PORT ?? '8090'),
    databaseUrl: e.DATABASE_URL,
    wms: { baseUrl: e.WMS_BASE_URL, apiKey: e.WMS_API_KEY },
    oidc: { issuer: e.OIDC_ISSUER, audience: e.OIDC_AUDIENCE },
    stateKeys: { currentId: e.STATE_KEY_ID, byId: stateKeys },
  };
}

export type Settings = ReturnType<typeof loadSettings>;

export const settings: Settings = loadSettings();
