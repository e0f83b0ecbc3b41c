import { createHash } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Signing secret for request state.
 *
 * The MCP gateway pins each client to one broker node, so state never has to
 * be verified by another process: when DEPLOY_STATE_SECRET is not provided we
 * mint a per-process secret at boot instead of failing.
 */
export const stateSecret: string =
  process.env.DEPLOY_STATE_SECRET ?? createHash('sha256').update(`${hostname()}:${process.pid}:${Date.now()}`).digest('hex');

export const githubApi = process.env.GITHUB_API_URL ?? 'https://api.github.com';
