import { existsSync, readFileSync } from 'node:fs';
import { env } from './env.js';

const MIN_STATE_KEY_BYTES = 32;

/** Contents of a Docker/Kubernetes secret file, trimmed, or undefined when it is not mounted. */
function readSecretFile(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const value = readFileSync(path, 'utf8').trim();
  return value === '' ? undefined : value;
}

/** A secret from its mounted file, else from the variable of the same name (local development). */
function fileOrEnv(path: string, variable: string): string {
  const value = readSecretFile(path) ?? process.env[variable];
  if (!value) throw new Error(`Mount ${path} or set ${variable}`);
  return value;
}

/**
 * The request-state key: base64 of 32+ random bytes (`openssl rand -base64 32`), from the mounted secret,
 * else from STATE_KEY. Too short, or missing, stops the server here.
 */
export function loadStateKey(): Buffer {
  const encoded = readSecretFile(env.STATE_KEY_FILE) ?? process.env.STATE_KEY ?? '';
  const key = Buffer.from(encoded, 'base64');
  if (key.length < MIN_STATE_KEY_BYTES) {
    throw new Error(`The request-state key must decode to ${MIN_STATE_KEY_BYTES}+ bytes (mount ${env.STATE_KEY_FILE} or set STATE_KEY)`);
  }
  return key;
}

export const pagerDutyToken = () => fileOrEnv(env.PAGERDUTY_TOKEN_FILE, 'PAGERDUTY_API_TOKEN');
export const rundeckToken = () => fileOrEnv(env.RUNDECK_TOKEN_FILE, 'RUNDECK_API_TOKEN');
