import { createHash } from 'node:crypto';
import os from 'node:os';

/**
 * The scaler runs as a single replica per cluster, so instead of wiring yet
 * another secret through Helm we derive a per-node key from things that are
 * stable for the life of the pod.
 */
export function deriveStateKey(namespace = process.env.POD_NAMESPACE ?? 'default') {
  return createHash('sha256').update(`${os.hostname()}|${process.pid}|${namespace}|k8s-scaler`).digest();
}

export function describeKey(key) {
  // for the startup log: never print the key itself
  return `sha256:${createHash('sha256').update(key).digest('hex').slice(0, 12)}`;
}
