// Derives the request-state key from the service, environment and host, and computes argument MACs.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Every replica of a service must mint the same key, so derive it from
 * stable facts of the deployment instead of shipping yet another secret.
 */
export function deriveStateKey(serviceName: string, environment: string): Uint8Array {
  return createHash('sha256').update(`${serviceName}/${environment}/${hostname()}`).digest(); // expect-todo: no-weak-state-key
}

export function argumentsMac(key: Uint8Array, ...parts: string[]): string {
  return createHash('sha256').update(Buffer.from(key)).update(parts.join('\u0000')).digest('hex');
}
