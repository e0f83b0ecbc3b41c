// Barrel that re-exports the runbook constants, Kubernetes client, pending store, digest and retry helper.
export * from './constants.js';
export * as kube from './kube.js';
export { default as PendingStore } from './pending-store.js';
export { default as digestArgs } from './digest.js';
export { withRetry } from './backoff.js';
