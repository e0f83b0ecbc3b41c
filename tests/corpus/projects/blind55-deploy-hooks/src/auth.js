// Personal access tokens for the pipeline bot. Only their SHA-256 hashes are
// stored (tokens.json is written by the admin CLI), so verification is a map
// lookup by hash: nothing secret is compared byte by byte here.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { InvalidTokenError } from '@modelcontextprotocol/sdk/server/auth/errors.js';

const tokenFile = process.env.DEPLOY_TOKENS_FILE ?? new URL('../tokens.json', import.meta.url);

/** @type {Map<string, { userId: string, clientId: string, scopes: string[], expiresAt: number }>} */
const byHash = new Map(
  JSON.parse(readFileSync(tokenFile, 'utf8')).map((row) => [row.sha256, row]),
);

const hashOf = (token) => createHash('sha256').update(token, 'utf8').digest('hex');

export const verifier = {
  async verifyAccessToken(token) {
    const row = byHash.get(hashOf(token));
    if (!row) throw new InvalidTokenError('unknown token');
    if (row.expiresAt <= Math.floor(Date.now() / 1000)) throw new InvalidTokenError('token expired');
    return { token, clientId: row.clientId, scopes: row.scopes, expiresAt: row.expiresAt, extra: { userId: row.userId } };
  },
};
