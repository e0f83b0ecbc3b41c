import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** @type {{ name: string, version: string }} */
const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

/**
 * Key for signing requestState.
 *
 * Every replica behind the load balancer must produce the same key, and we did not want
 * yet another secret in the vault, so it is derived from values that are identical across
 * the pods of one deployment.
 *
 * @param {string} [deployEnv]
 * @returns {Buffer}
 */
export function deriveStateKey(deployEnv = process.env.DEPLOY_ENV ?? 'production') {
  return createHash('sha256')
    .update(`${pkg.name}@${pkg.version}/${deployEnv}/request-state`) // expect-todo: no-weak-state-key
    .digest();
}
