/**
 * Dev server: file store in ./data, no OIDC. "Authorization: Bearer dev:<user>" signs you in as <user>.
 * Keys are made per run unless set, and printed so you can post test sync hooks.
 */
import { randomBytes } from 'node:crypto';
import type { AuthInfo } from '@modelcontextprotocol/server';
import { startHttp } from '../src/http.js';
import { createFileStore } from '../src/notebooks.js';
import { createNotebookServer } from '../src/server.js';
import { createNotebookCodec } from '../src/state.js';

const stateKey = process.env.NOTEBOOK_STATE_KEY ? Buffer.from(process.env.NOTEBOOK_STATE_KEY, 'base64') : randomBytes(32);
const syncSecret = process.env.NOTEBOOK_SYNC_SECRET ?? randomBytes(32).toString('hex');
console.log(`dev sync secret: ${syncSecret}`);

const codec = createNotebookCodec(stateKey);
const store = createFileStore(process.env.DATA_DIR ?? './data');

const devVerifier = {
  async verifyAccessToken(token: string): Promise<AuthInfo> {
    if (!token.startsWith('dev:') || token.length <= 4) throw new Error('use "Bearer dev:<user>"');
    return { token, clientId: 'dev', scopes: ['notebooks'], expiresAt: Math.floor(Date.now() / 1000) + 86_400, extra: { userId: token.slice(4) } };
  },
};

startHttp({
  port: Number(process.env.PORT ?? 4000),
  verifier: devVerifier,
  makeServer: () => createNotebookServer({ codec, store }),
  syncSecret,
  onSync: async (event) => console.log('sync', event),
});
