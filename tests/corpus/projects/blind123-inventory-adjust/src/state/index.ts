// Creates the shared state vault and provides a digest of tool arguments.
// @ts-nocheck
import { createHash } from 'node:crypto';
import { loadStateKey } from './key.js';
import { StateVault } from './vault.js';

export { StateVault } from './vault.js';
export type { Binding, Sealed } from './vault.js';

export const vault = new StateVault(loadStateKey());

export function digestArgs(args: Record<string, unknown>): string {
  const ordered = Object.fromEntries(Object.entries(args).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('base64url');
}
