// Express entry point: stateless MCP endpoint, SMS webhook and the RabbitMQ workers.
// @ts-nocheck
import express from 'express';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { requireBearerAuth } from '@modelcontextprotocol/sdk/server/auth/middleware/bearerAuth.js';
import { config } from './config.js';
import { verifyAccessToken } from './auth.js';
import { connectRabbit } from './messaging/rabbit.js';
import { startPreviewWorker } from './workers/previewWorker.js';
import { startCommandWorkers } from './workers/commandWorker.js';
import { smsStatusHandler } from './webhooks/smsStatus.js';
import * as cancelDay from './tools/cancelProviderDay.js';
import * as reminders from './tools/reminders.js';

function buildServer() {
  const server = new McpServer({ name: 'clinic-schedule-mcp', version: '1.6.3' }, { capabilities: { tools: {} } });
  server.registerTool(
    cancelDay.TOOL,
    {
      description: "Cancel all of a provider's booked appointments on one day and text the patients.",
      inputSchema: cancelDay.inputShape,
      annotations: { destructiveHint: true },
    },
    cancelDay.cancelProviderDay,
  );
  server.registerTool(
    reminders.TOOL,
    { description: 'Send appointment reminders for a clinic day using a chosen template.', inputSchema: reminders.inputShape },
    reminders.sendReminders,
  );
  return server;
}

await connectRabbit();
await startPreviewWorker();
await startCommandWorkers();

const app = express();

app.post('/webhooks/sms-status', express.raw({ type: 'application/json', limit: '64kb' }), (req, res, next) => {
  smsStatusHandler(req, res).catch(next);
});

app.post('/mcp', express.json({ limit: '1mb' }), requireBearerAuth({ verifier: { verifyAccessToken }, requiredScopes: ['schedule:write'] }), async (req, res) => {
  const server = buildServer();
  const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined });
  res.on('close', () => {
    transport.close();
    server.close();
  });
  await server.connect(transport);
  await transport.handleRequest(req, res, req.body);
});

app.get('/healthz', (_req, res) => res.send('ok'));

app.listen(config.port, () => console.log(`clinic-schedule-mcp listening on :${config.port}`));
