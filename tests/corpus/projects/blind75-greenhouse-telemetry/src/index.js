// Server entry: express app with the hub alarm webhook and a stateless MCP endpoint.
import express from 'express';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { createConfig } from './config.js';
import { bearerAuth } from './auth.js';
import { connectRedis } from './redis.js';
import { PendingStore } from './pending/store.js';
import { createSealer } from './state/sealer.js';
import { HubClient } from './hub/client.js';
import { isSignedByHub } from './hub/webhook.js';
import { installTools } from './tools/dispatch.js';

const config = createConfig();
const redis = connectRedis(config.redisUrl);
const hubWebhookSecret = config.hubWebhookSecret;

const deps = {
  hub: new HubClient(config.hub),
  pending: new PendingStore(redis, config.pending),
  sealer: createSealer(config.sealer),
};

const app = express();

app.post('/hooks/hub-alarm', express.raw({ type: '*/*', limit: '64kb' }), async (req, res) => {
  if (!isSignedByHub(req.body, req.get('x-hub-signature-256'), hubWebhookSecret)) {
    res.sendStatus(401);
    return;
  }
  const alarm = JSON.parse(req.body.toString('utf8'));
  await redis.lpush(`gh:alarms:${alarm.siteId}`, JSON.stringify({ ...alarm, receivedAt: Date.now() }));
  await redis.ltrim(`gh:alarms:${alarm.siteId}`, 0, 499);
  res.sendStatus(204);
});

app.post('/mcp', express.json({ limit: '512kb' }), bearerAuth(config.identity), async (req, res) => {
  const server = new Server({ name: 'greenhouse-telemetry', version: '0.14.0' }, { capabilities: { tools: {} } });
  installTools(server, deps);
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.listen(config.port, () => console.log(`greenhouse-telemetry listening on ${config.port}`));
