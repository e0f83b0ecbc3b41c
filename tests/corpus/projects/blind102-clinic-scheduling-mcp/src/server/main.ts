// Production entry point: wires environment, database and SMS client into the Hono app.
// @ts-nocheck
import { serve } from '@hono/node-server';
import { loadEnv, loadStateKey } from '../shared/env.js';
import { createDb } from '../shared/db.js';
import { createSmsClient } from '../shared/sms.js';
import { createApp, oidcVerifier } from './app.js';

const env = loadEnv();
const db = createDb(env.databaseUrl);

const app = createApp({
  stateKey: loadStateKey(),
  verifier: oidcVerifier(env.oidcIssuer, env.oidcAudience),
  db,
  sms: createSmsClient(env.smsApiUrl, env.smsApiKey),
  smsWebhookSecret: env.smsWebhookSecret,
});

const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  console.log(`clinic-scheduling MCP listening on :${info.port}`);
});

process.once('SIGTERM', () => {
  server.close();
  db.pool.end();
});
