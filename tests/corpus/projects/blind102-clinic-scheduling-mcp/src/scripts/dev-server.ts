// Local development server: fake identities, console SMS, and a fresh random state key per run when none is set.
// @ts-nocheck
import { randomBytes } from 'node:crypto';
import { serve } from '@hono/node-server';
import { loadStateKey } from '../shared/env.js';
import { createDb } from '../shared/db.js';
import { createApp } from '../server/app.js';

process.env.CLINIC_STATE_KEY ??= randomBytes(32).toString('base64');

const devVerifier = {
  async verifyAccessToken(token: string) {
    return {
      token,
      clientId: 'dev',
      scopes: ['appointments:write'],
      expiresAt: Math.floor(Date.now() / 1000) + 3600,
      extra: { userId: token },
    };
  },
};

const consoleSms = {
  async send(to: string, body: string) {
    console.log(`[sms to ${to}] ${body}`);
    return `dev-${Date.now()}`;
  },
};

const app = createApp({
  stateKey: loadStateKey(),
  verifier: devVerifier,
  db: createDb(process.env.DATABASE_URL ?? 'postgres://clinic@localhost:5432/clinic_dev'),
  sms: consoleSms,
  smsWebhookSecret: randomBytes(16).toString('hex'), // todo-not: no-weak-state-key
});

serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 8787 }, () => {
  console.log('dev MCP server on http://127.0.0.1:8787/mcp (the bearer token is used as the user id)');
});
