// Environment handling. Everything is validated when this module is first
// imported, i.e. before the HTTP listener is created, so a misconfigured
// deployment fails at boot instead of at the first hold.

import { MIN_STATE_KEY_BYTES } from './constants.js';

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

function decodeStateKey(raw: string): Uint8Array {
  const bytes = Buffer.from(raw, 'base64');
  if (bytes.length < MIN_STATE_KEY_BYTES) {
    throw new ConfigError(
      `HOLDS_STATE_KEY must be base64 for at least ${MIN_STATE_KEY_BYTES} random bytes ` +
        `(got ${bytes.length}). Generate one with: openssl rand -base64 32`,
    );
  }
  return new Uint8Array(bytes);
}

function port(raw: string | undefined): number {
  if (raw === undefined) return 3000;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new ConfigError(`invalid PORT ${raw}`);
  return n;
}

const rawStateKey = process.env.HOLDS_STATE_KEY ?? '';

export const config = Object.freeze({
  port: port(process.env.PORT),
  catalogueUrl: process.env.CATALOGUE_URL ?? 'http://catalogue.internal:8080',
  introspectionUrl: process.env.IDP_INTROSPECTION_URL ?? 'http://idp.internal/oauth/introspect',
  stateKey: decodeStateKey(rawStateKey),
});

export type Config = typeof config;
