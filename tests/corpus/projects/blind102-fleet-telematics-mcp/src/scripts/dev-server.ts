// Local development server: same app as production, with dev-<userId> bearer tokens instead of OIDC.
// @ts-nocheck
import http from 'node:http';
import { loadConfig } from '../shared/config.js';
import { stateCodec } from '../server/state.js';
import { createApp, toNodeListener } from '../server/app.js';

const devVerifier = {
  async verifyAccessToken(token: string) {
    if (!token.startsWith('dev-')) throw new Error('dev server only accepts dev-<userId> tokens');
    return {
      token,
      clientId: 'local-dev',
      scopes: ['fleet:manage'],
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      extra: { userId: token.slice(4) },
    };
  },
};

const cfg = loadConfig();
const app = createApp({ codec: stateCodec(), verifier: devVerifier });

http.createServer(toNodeListener(app)).listen(cfg.port, '127.0.0.1', () => {
  console.log(`dev server on http://127.0.0.1:${cfg.port}/mcp (use "Authorization: Bearer dev-<userId>")`);
});
