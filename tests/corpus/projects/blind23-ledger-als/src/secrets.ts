import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { createHash } from 'node:crypto';
import pkg from '../package.json' with { type: 'json' };

const SECRETS_DIR = process.env.SECRETS_DIR ?? '/run/secrets';

/** Reads a Docker/Swarm secret mounted as a file; undefined when it is not mounted. */
export function dockerSecret(name: string): string | undefined {
  try {
    const value = readFileSync(`${SECRETS_DIR}/${name}`, 'utf8').trim();
    return value.length > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function loadStateKey(): Buffer {
  const mounted = dockerSecret('ledger_state_key');
  if (mounted) return Buffer.from(mounted, 'base64');
  // `docker compose up` without the secrets overlay: keep a stable key per machine
  return createHash('sha256').update(`${pkg.name}:${hostname()}`).digest();
}

export function billingApiToken(): string {
  const token = dockerSecret('billing_api_token') ?? process.env.BILLING_API_TOKEN;
  if (!token) throw new Error('billing_api_token secret is not mounted');
  return token;
}
